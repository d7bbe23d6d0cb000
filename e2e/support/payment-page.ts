import type { TOrder } from '@brasa/contracts';
import type { Locator, Page } from 'playwright-core';

/** Page model of the payment dialog (doc 1 §2.5) opened from the order detail. */
export class PaymentPage {
  constructor(private readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByTestId('payment-dialog');
  }

  get amount(): Locator {
    return this.dialog.getByTestId('payment-amount');
  }

  total(name: string): Locator {
    return this.dialog.getByTestId(`payment-total-${name}`);
  }

  /** Picks a method by its label in the list (as a click; Ctrl+digit is the keyboard way). */
  async chooseMethod(label: string): Promise<void> {
    await this.dialog.getByTestId('payment-methods').getByText(label, { exact: true }).click();
  }

  /** 'Desconto': Percentual, the percent typed, Confirmar. */
  async discountPercent(percent: string): Promise<void> {
    await this.dialog.getByTestId('payment-discount').click();
    const discount = this.page.getByTestId('payment-discount-dialog');
    await discount.getByTestId('payment-discount-percent').click();
    await discount.getByTestId('payment-discount-input').fill(percent);
    await discount.getByTestId('payment-discount-confirm').click();
    await discount.waitFor({ state: 'detached' });
  }

  /** 'Dividir conta' by people. */
  async splitByPeople(people: number): Promise<void> {
    await this.dialog.getByTestId('payment-split').click();
    const split = this.page.getByTestId('payment-split-dialog');
    await split.getByTestId('split-people-input').fill(String(people));
    await split.getByTestId('split-confirm').click();
    await split.waitFor({ state: 'detached' });
  }

  /** Types the amount and confirms with F10 (or F9: confirm and print); resolves with the saved order. */
  async pay(amount: string | null, key: 'F10' | 'F9' = 'F10'): Promise<TOrder> {
    if (amount !== null) await this.amount.fill(amount);
    const saved = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api-v2/pedidoIntegracao',
    );
    await this.amount.press(key);
    const response = await saved;
    if (!response.ok()) throw new Error(`pagamento: ${response.status()} ${await response.text()}`);
    return (await response.json()) as TOrder;
  }
}
