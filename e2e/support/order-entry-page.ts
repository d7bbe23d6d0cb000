import type { TOrder } from '@brasa/contracts';
import type { Locator, Page } from 'playwright-core';

export interface NewCustomer {
  /** Typed in the customer search: 10 or 11 digits become the phone of the new record. */
  phone: string;
  name: string;
  /** Masked or not ('01304-001'); the CEP lookup fills street, neighbourhood and city. */
  cep: string;
  number: string;
}

/** What the CEP lookup is expected to fill in. */
export interface CepAddress {
  street: string;
  neighbourhood: string;
  city: string;
}

/**
 * The choices of one combo step, in order. An item with level-3 steps opens them: `levelThree` lists the
 * choices of each of those steps.
 */
export type ComboStepChoices = { item: string; levelThree?: string[][] }[];

/** `data-testid` → the id after `prefix` (product-tile-12 → 12). */
async function idFrom(locator: Locator, prefix: string): Promise<number> {
  const testId = await locator.getAttribute('data-testid');
  const id = Number(testId?.slice(prefix.length));
  if (!testId?.startsWith(prefix) || !Number.isInteger(id)) throw new Error(`data-testid inesperado: ${testId}`);
  return id;
}

/**
 * Page model of the order dialog ('Novo pedido') opened over the PDV layout: the three steps, the customer
 * search and form, combos (levels 2 and 3), the code field and the summary.
 */
export class OrderEntryPage {
  constructor(private readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByTestId('order-entry-dialog');
  }

  get summary(): Locator {
    return this.page.getByTestId('order-summary');
  }

  get searchField(): Locator {
    return this.page.getByTestId('order-entry-search');
  }

  /** A snackbar with this text. */
  snackbar(text: string): Locator {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text });
  }

  /** 'Novo pedido' > 'Delivery' in the side menu, or the Insert key (nothing focused, no dialog open). */
  async openDelivery(via: 'menu' | 'key' = 'menu'): Promise<void> {
    if (via === 'menu') {
      await this.page.getByTestId('new-order-menu').click();
      await this.page.getByTestId('new-order-delivery').click();
    } else {
      await this.page.keyboard.press('Insert');
    }
    // The type step is drawn once the parameters that decide the offered types are in.
    await this.dialog.getByTestId('order-entry-panel-0').waitFor();
  }

  /** The type step's toggle of `type` is the selected one. */
  async expectType(type: string): Promise<void> {
    await this.dialog.locator(`[data-testid="order-type-${type}"][aria-pressed="true"]`).waitFor();
  }

  /**
   * 'Buscar cliente' → types the phone → 'Adicionar cliente "{phone}"' → 'Cadastro do cliente': name, CEP
   * (waits for the lookup to fill the address), number → 'Salvar' ('Salvo com sucesso') → 'Fechar' →
   * 'Confirmar'. Resolves with the saved customer's id (from the POST /api-v2/pessoa answer).
   */
  async registerNewCustomer(customer: NewCustomer, expected: CepAddress): Promise<number> {
    await this.dialog.getByTestId('order-customer-search').click();
    const search = this.page.getByTestId('customer-search-dialog');
    await search.getByTestId('customer-search-input').fill(customer.phone);
    const add = this.page.getByTestId('customer-option-add');
    await add.filter({ hasText: `Adicionar cliente "${customer.phone}"` }).waitFor();
    await add.click();

    const form = this.page.getByTestId('customer-form-dialog');
    await form.getByText('Cadastro do cliente').waitFor();
    // The phone typed in the search is carried over to the form (doc 4 §5).
    await this.waitForValue(form.getByTestId('customer-fone'), (value) => value.replace(/\D/g, '') === customer.phone);
    await form.getByTestId('customer-nome').fill(customer.name);
    await form.getByTestId('customer-cep').fill(customer.cep);
    await this.waitForValue(form.getByTestId('customer-endereco'), (value) => value === expected.street);
    // The CEP's mask keeps the caret where the user types: deleting the third digit and typing it again leaves the
    // caret right after it each time (the CEP ends as it was), not at the end of the field.
    const cepField = form.getByTestId('customer-cep');
    const cepValue = await cepField.inputValue();
    await cepField.evaluate((el: HTMLInputElement) => {
      el.focus();
      el.setSelectionRange(3, 3);
    });
    await this.page.keyboard.press('Backspace');
    const afterDelete = await cepField.evaluate((el: HTMLInputElement) => el.selectionStart);
    await this.page.keyboard.type(cepValue.charAt(2));
    const afterType = await cepField.evaluate((el: HTMLInputElement) => el.selectionStart);
    if (afterDelete !== 2 || afterType !== 3 || (await cepField.inputValue()) !== cepValue) {
      throw new Error(
        `o cursor do CEP não ficou onde se digita: ${afterDelete}/${afterType}, ${await cepField.inputValue()}`,
      );
    }
    await this.waitForValue(form.getByTestId('customer-bairro'), (value) => value === expected.neighbourhood);
    await this.waitForValue(form.getByTestId('customer-city'), (value) => value.startsWith(expected.city));
    await form.getByTestId('customer-numero').fill(customer.number);

    const saved = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api-v2/pessoa',
    );
    await form.getByTestId('customer-form-save').click();
    const response = await saved;
    if (!response.ok()) throw new Error(`POST /api-v2/pessoa: ${response.status()} ${await response.text()}`);
    const { id } = (await response.json()) as { id: number };
    await this.snackbar('Salvo com sucesso').first().waitFor();
    // Once saved, the form offers the secondary addresses (only for a stored customer).
    await form.getByTestId('secondary-address-add').waitFor();
    await form.getByTestId('customer-form-close').click();
    await form.waitFor({ state: 'detached' });

    await search.getByTestId('customer-selected').getByText(customer.name.toUpperCase()).waitFor();
    await search.getByTestId('customer-confirm').click();
    await search.waitFor({ state: 'detached' });
    await this.dialog.getByTestId('order-customer').getByText(customer.name.toUpperCase()).waitFor();
    return id;
  }

  /** 'Avançar (F10)' to the items step, which is usable once the code field and the group chips are drawn. */
  async goToItems(): Promise<void> {
    await this.dialog.getByTestId('order-entry-next').click();
    await this.searchField.waitFor();
    await this.dialog.getByTestId('group-chips').waitFor();
  }

  /** Clicks the chip of a menu group by its name. */
  async chooseGroup(name: string): Promise<void> {
    const chip = this.dialog.locator('[data-testid^="group-chip-"]').filter({ hasText: name });
    await chip.click();
  }

  /** The tile of a menu product by its full name (the tile's title; its label is cut to 25 characters). */
  productTile(name: string): Locator {
    return this.dialog.locator(`[data-testid^="product-tile-"][title="${name}"]`);
  }

  /**
   * Opens `combo` from its group, walks its level-2 steps with the choices given (see `walkComboSteps`),
   * confirms its summary and waits for its line in the order summary. Resolves with the combo's product id.
   */
  async addCombo(group: string, combo: string, steps: ComboStepChoices[]): Promise<number> {
    await this.chooseGroup(group);
    const tile = this.productTile(combo);
    const productId = await idFrom(tile, 'product-tile-');
    await tile.click();
    const dialog = this.page.getByTestId('combo-dialog');
    await dialog.getByRole('heading', { name: combo }).waitFor();
    await this.walkComboSteps(dialog, steps);
    await dialog.getByTestId('combo-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await this.summaryItem(productId).waitFor();
    return productId;
  }

  /**
   * Step by step: waits for the step to be the active one, clicks each choice (an item with level-3 steps
   * walks its own dialog, then confirms it) and waits until the choice is counted or the step, full, has
   * moved on by itself; a step not full is left with 'Avançar'. Ends on the summary.
   */
  private async walkComboSteps(dialog: Locator, steps: ComboStepChoices[]): Promise<void> {
    for (const [index, choices] of steps.entries()) {
      const step = dialog.getByTestId(`combo-step-${index}`);
      const left = step.locator('.Mui-completed').first();
      await step.locator('.Mui-active').first().waitFor();
      for (const { item, levelThree } of choices) {
        const tile = this.comboItem(dialog, item);
        const produtoId = await idFrom(tile, 'combo-item-');
        await tile.click();
        if (levelThree) {
          const inner = this.page.getByTestId('combo-dialog-level3');
          await inner.getByRole('heading', { name: `${item} — complementos` }).waitFor();
          await this.walkComboSteps(
            inner,
            levelThree.map((names) => names.map((name) => ({ item: name }))),
          );
          for (const choice of levelThree.flat()) await inner.getByTestId('combo-summary').getByText(choice).waitFor();
          await inner.getByTestId('combo-confirm').click();
          await inner.waitFor({ state: 'detached' });
        }
        await dialog.getByTestId(`combo-item-count-${produtoId}`).or(left).first().waitFor();
      }
      if (!(await left.isVisible())) {
        await dialog.getByTestId('combo-next').click();
        await left.waitFor();
      }
    }
    await dialog.getByTestId('combo-summary').waitFor();
  }

  private comboItem(dialog: Locator, name: string): Locator {
    return dialog.locator(`[data-testid^="combo-item-"][data-combo-tile][title="${name}"]`);
  }

  /**
   * Types a code (barcode, scale label, 'quantity x code'...) in the items step's field and presses Enter;
   * waits for the 'Produto "{name}" adicionado com sucesso.' message and the cleared field.
   */
  async enterCode(code: string, expectedProduct: string): Promise<void> {
    await this.searchField.fill(code);
    await this.searchField.press('Enter');
    await this.snackbar(`Produto "${expectedProduct}" adicionado com sucesso.`).first().waitFor();
    await this.waitForValue(this.searchField, (value) => value === '');
  }

  /** The summary line of a product (a product added twice has two lines with this test id). */
  summaryItem(productId: number): Locator {
    return this.summary.getByTestId(`summary-item-${productId}`);
  }

  /** The summary line of a product by its name. */
  summaryLine(name: string): Locator {
    return this.summary.getByRole('listitem').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Quantity ('0,500 kg') and line total ('R$ 34,95') of a summary line, without non-breaking spaces. */
  async lineFigures(line: Locator): Promise<{ quantity: string; total: string }> {
    const text = async (testId: string) =>
      ((await line.getByTestId(testId).textContent()) ?? '').replace(/\u00a0/g, ' ').trim();
    return { quantity: await text('summary-item-quantity'), total: await text('summary-item-total') };
  }

  /** 'Info complementares' (the third step), by its step button. */
  async goToExtraInfo(): Promise<void> {
    await this.dialog.getByTestId('order-entry-step-extra').click();
    await this.dialog.getByTestId('order-entry-panel-2').waitFor();
  }

  /** The delivery address option `key` ('main' or 'sec-{id}'): its radio and its label. */
  addressOption(key: string): Locator {
    return this.dialog.getByTestId(`order-address-${key}`);
  }

  async isAddressChosen(key: string): Promise<boolean> {
    return this.addressOption(key).locator('input[type="radio"]').isChecked();
  }

  /** Shown total of the order ('R$ 73,85'). */
  async total(): Promise<string> {
    return ((await this.summary.getByTestId('order-total').textContent()) ?? '').replace(/\u00a0/g, ' ');
  }

  /**
   * 'Confirmar': waits for the save (POST /api-v2/pedidoIntegracao) and the dialog to close. Resolves with
   * the saved order as the server answered it.
   */
  async confirm(): Promise<TOrder> {
    const saved = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api-v2/pedidoIntegracao',
    );
    await this.dialog.getByTestId('order-entry-confirm').click();
    const response = await saved;
    if (!response.ok()) throw new Error(`POST /api-v2/pedidoIntegracao: ${response.status()} ${await response.text()}`);
    const order = (await response.json()) as TOrder;
    await this.dialog.waitFor({ state: 'detached' });
    return order;
  }

  /** Polls an input's value until `accept` takes it (React fills some fields after an answer arrives). */
  private async waitForValue(input: Locator, accept: (value: string) => boolean, timeout = 10_000): Promise<void> {
    const deadline = Date.now() + timeout;
    let last = '';
    while (Date.now() < deadline) {
      last = await input.inputValue();
      if (accept(last)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`valor inesperado no campo: "${last}"`);
  }
}
