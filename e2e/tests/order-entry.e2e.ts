import type { TOrder, TOrderItem } from '@brasa/contracts';
import { ean13CheckDigit, parseScaleBarcode } from '@brasa/domain';
import type { Browser, Page } from 'playwright-core';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBoard, type BoardPage } from '../support/board-page';
import { launchBrowser } from '../support/browser';
import { OrderEntryPage } from '../support/order-entry-page';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A scale label of format V (MODELO_COD_BARRAS_BALANCA): '2' + product code + value in cents + check digit. */
function scaleLabel(productCode: string, valueCents: number): string {
  const first12 = `2${productCode}${String(valueCents).padStart(6, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

/** GET /api-v2/pedidoIntegracao/list?ativo=true as `username` sees it (the browser's hashed password). */
async function activeOrders(username: string): Promise<TOrder[]> {
  const login = await fetch(`${server.url}/api-v2/usuario/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: createHash('sha256').update(username).digest('hex') }),
  });
  if (!login.ok) throw new Error(`login ${username}: ${login.status}`);
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const response = await fetch(`${server.url}/api-v2/pedidoIntegracao/list?ativo=true`, {
    headers: { Authorization: `Bearer ${jwtToken}` },
  });
  if (!response.ok) throw new Error(`list: ${response.status} ${await response.text()}`);
  return (await response.json()) as TOrder[];
}

/** A logged-in delivery board. Counts the page's loads from then on, so a test can tell it was never reloaded. */
async function openCountedBoard(username: string): Promise<{ page: Page; board: BoardPage; loads: () => number }> {
  const { page, board } = await openBoard(browser, server.url, username);
  let loads = 0;
  page.on('load', () => (loads += 1));
  return { page, board, loads: () => loads };
}

const CUSTOMER = { phone: '11987651234', name: 'Joana Teste E2E', cep: '01304-001', number: '1500' };
const CEP_ADDRESS = { street: 'Rua Augusta', neighbourhood: 'Consolação', city: 'São Paulo' };
const SCALE_VALUE_CENTS = 3495;

describe('order entry', () => {
  it('registers a customer, adds a combo with level-3 choices and a scale label, and the order reaches the other board', async () => {
    const dispatch = await openCountedBoard('despacho');
    const cashier = await openCountedBoard('caixa');
    const loadsBefore = dispatch.loads();
    const entry = new OrderEntryPage(cashier.page);

    await entry.openDelivery('menu');
    await entry.expectType('DELIVERY');
    const customerId = await entry.registerNewCustomer(CUSTOMER, CEP_ADDRESS);

    await entry.goToItems();
    const comboId = await entry.addCombo('Combos', 'Combo X-Burger', [
      [{ item: 'X-Burger', levelThree: [['Ao ponto'], ['Adicional de bacon']] }],
      [{ item: 'Suco natural de laranja' }],
      [],
    ]);
    const comboLine = entry.summaryItem(comboId);
    for (const text of ['Combo X-Burger', 'X-Burger', 'Ao ponto', 'Adicional de bacon', 'Suco natural de laranja'])
      await comboLine.getByText(text, { exact: false }).first().waitFor();

    const label = scaleLabel('00010', SCALE_VALUE_CENTS);
    expect(parseScaleBarcode(label, 'V')).toEqual({
      ok: true,
      value: { productCode: '00010', format: 'V', valueCents: SCALE_VALUE_CENTS },
    });
    await entry.enterCode(label, 'Comida por quilo');
    const scaleLine = entry.summaryLine('Comida por quilo');
    await scaleLine.waitFor();
    expect(await entry.lineFigures(scaleLine)).toEqual({ quantity: '0,500 kg', total: 'R$ 34,95' });
    expect(await entry.lineFigures(entry.summaryItem(comboId))).toEqual({ quantity: '1', total: 'R$ 38,90' });
    // R$ 32,90 combo + R$ 4,00 bacon + R$ 2,00 juice, and the label's R$ 34,95 (0,500 kg of R$ 69,90/kg).
    expect(await entry.total()).toBe('R$ 73,85');

    await entry.goToExtraInfo();
    const address = entry.addressOption('main');
    await address.getByText('Rua Augusta, 1500 - Consolação - São Paulo/SP').waitFor();
    expect(await entry.isAddressChosen('main')).toBe(true);
    // The new customer has no delivery-fee product, so none is charged.
    await entry.dialog.getByTestId('order-delivery-fee').getByText('Sem taxa de entrega').waitFor();
    const saved = await entry.confirm();
    await entry.snackbar(`Pedido #${saved.sequencial ?? saved.id} salvo com sucesso.`).waitFor();

    // What the server keeps, as the board's list endpoint gives it.
    const order = (await activeOrders('caixa')).find((candidate) => candidate.id === saved.id);
    expect(order).toBeDefined();
    expect(order).toMatchObject({
      tipo: 'DELIVERY',
      situacao: 'PENDENTE',
      pessoaCliente: { id: customerId, nome: CUSTOMER.name.toUpperCase() },
      totalPedido: 73.85,
      iFoodOrder: {
        customer: { id: customerId, name: CUSTOMER.name.toUpperCase(), phone: CUSTOMER.phone },
        deliveryMethod: { mode: 'DELIVERY' },
        deliveryAddress: {
          streetName: 'Rua Augusta',
          streetNumber: '1500',
          neighborhood: 'Consolação',
          city: 'São Paulo',
          postalCode: '01304001',
        },
      },
    });
    const items: TOrderItem[] = order!.iFoodOrder.items;
    expect(items).toHaveLength(2);
    const combo = items.find((item) => item.name === 'Combo X-Burger');
    expect(combo).toMatchObject({ quantity: 1, price: 32.9 });
    // In the order the stepper showed them: the level-3 choices right under the X-Burger they belong to.
    const burgerCode = combo!.subItems?.[0]?.externalCode;
    expect(burgerCode).toEqual(expect.any(Number));
    expect(combo!.subItems).toMatchObject([
      { name: 'X-Burger', quantity: 1, totalPrice: 0 },
      { name: 'Ao ponto', quantity: 1, totalPrice: 0, externalCodeFather: burgerCode },
      { name: 'Adicional de bacon', quantity: 1, price: 4, totalPrice: 4, externalCodeFather: burgerCode },
      { name: 'Suco natural de laranja', quantity: 1, price: 2, totalPrice: 2 },
    ]);
    expect(combo!.subItems?.[3]).not.toHaveProperty('externalCodeFather');
    const scale = items.find((item) => item.name === 'Comida por quilo');
    expect(scale).toMatchObject({ quantity: 0.5, price: 69.9 });
    expect(scale!.subItems ?? []).toHaveLength(0);

    // The dispatcher's board draws the card from the realtime message, without reloading.
    await dispatch.board.expectCardIn(saved.id, 'PENDENTE');
    await dispatch.board.card(saved.id).getByText(CUSTOMER.name.toUpperCase()).waitFor();
    expect(dispatch.loads()).toBe(loadsBefore);
    await cashier.board.expectCardIn(saved.id, 'PENDENTE');

    await cashier.page.context().close();
    await dispatch.page.context().close();
  });
});
