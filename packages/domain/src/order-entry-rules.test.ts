import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { type OrderEntryContext, type OrderEntryDraft, validateOrderForSave } from './order-entry-rules';
import type { Result } from './result';

const NOW = new Date('2026-03-10T12:30:20-03:00');

const makeOrder = (overrides: Partial<OrderEntryDraft> = {}): OrderEntryDraft => ({
  tipo: 'BALCAO',
  items: [{ pessoaVendedorId: 7 }],
  isNew: true,
  ...overrides,
});

const makeContext = (overrides: Partial<OrderEntryContext> = {}): OrderEntryContext => ({
  tableExists: (id) => ['1', '2', '12'].includes(id),
  secondaryRequired: false,
  allowWithoutCustomer: true,
  isWaiterRole: false,
  now: NOW,
  ...overrides,
});

const check = (order: Partial<OrderEntryDraft>, context: Partial<OrderEntryContext> = {}) =>
  validateOrderForSave(makeOrder(order), makeContext(context));
const failure = (message: string) => ({ ok: false, message });
const passed = { ok: true, value: null };

describe('validateOrderForSave', () => {
  it('accepts a valid order of each type', () => {
    expect(check({})).toEqual(passed);
    expect(check({ tipo: 'CAIXA_RAPIDO' })).toEqual(passed);
    expect(check({ tipo: 'COMANDA', identificadorPrincipal: 15 })).toEqual(passed);
    expect(check({ tipo: 'MESA', identificadorPrincipal: '12' })).toEqual(passed);
    expect(check({ tipo: 'DELIVERY', customerId: 3, deliveryMode: 'DELIVERY', deliveryAddress: { id: 1 } })).toEqual(
      passed,
    );
    expect(check({ tipo: 'DELIVERY', customerId: 3, deliveryMode: 'TAKEOUT' })).toEqual(passed);
  });

  it('needs an order type', () => {
    expect(check({ tipo: null })).toEqual(failure('Informe o tipo do pedido'));
    expect(check({ tipo: '' })).toEqual(failure('Informe o tipo do pedido'));
    expect(check({ tipo: 'VIAGEM' })).toEqual(failure('Informe o tipo do pedido'));
  });

  it('needs a tab number on COMANDA', () => {
    for (const identificadorPrincipal of [undefined, null, '', '  ']) {
      expect(check({ tipo: 'COMANDA', identificadorPrincipal })).toEqual(
        failure('Informe uma comanda para salvar o pedido - No passo 1'),
      );
    }
  });

  it('checks the table of a tab: required with the parameter, never negative', () => {
    const tab = { tipo: 'COMANDA', identificadorPrincipal: 15 };
    expect(check(tab, { secondaryRequired: true })).toEqual(failure('o campo Mesa deve ser informado.'));
    expect(check({ ...tab, identificadorSecundario: 12 }, { secondaryRequired: true })).toEqual(passed);
    // A table that is not an active one is refused, as on MESA.
    expect(check({ ...tab, identificadorSecundario: 4 })).toEqual(failure("Mesa '4' não encontrada."));
    expect(check({ ...tab, identificadorSecundario: -4 })).toEqual(
      failure('Não é possível inserir um valor negativo para Mesa.'),
    );
    expect(check({ ...tab, identificadorSecundario: '-1' }, { secondaryRequired: true })).toEqual(
      failure(MSG.TABLE_NEGATIVE),
    );
  });

  it('needs an existing, active table on MESA', () => {
    expect(check({ tipo: 'MESA', identificadorPrincipal: 99 })).toEqual(failure("Mesa '99' não encontrada."));
    expect(check({ tipo: 'MESA', identificadorPrincipal: ' 2 ' })).toEqual(passed);
    expect(check({ tipo: 'MESA' })).toEqual(failure(MSG.TABLE_REQUIRED));
    expect(check({ tipo: 'MESA', identificadorPrincipal: -2 })).toEqual(failure(MSG.TABLE_NEGATIVE));
  });

  it('needs an item, or a customer to open a tab or table', () => {
    const message = 'Adicione pelo menos 1 item no pedido ou selecione um cliente para abrir uma comanda.';
    expect(check({ items: [] })).toEqual(failure(message));
    expect(check({ tipo: 'DELIVERY', customerId: 3, items: [] })).toEqual(failure(message));
    expect(check({ tipo: 'COMANDA', identificadorPrincipal: 15, items: [] })).toEqual(failure(message));
    expect(check({ tipo: 'COMANDA', identificadorPrincipal: 15, items: [], customerId: 3 })).toEqual(passed);
    expect(check({ tipo: 'MESA', identificadorPrincipal: 1, items: [], customerId: 3 })).toEqual(passed);
  });

  it('needs a customer on DELIVERY, and an address in delivery mode', () => {
    expect(check({ tipo: 'DELIVERY' })).toEqual(failure('Informe um cliente.'));
    expect(check({ tipo: 'DELIVERY', customerId: 3, deliveryMode: 'DELIVERY' })).toEqual(
      failure('Selecione o endereço de entrega do cliente.'),
    );
  });

  it('needs a customer on a tab or table unless the parameter allows it', () => {
    const tab = { tipo: 'COMANDA', identificadorPrincipal: 15 };
    expect(check(tab, { allowWithoutCustomer: false })).toEqual(failure(MSG.CUSTOMER_REQUIRED));
    expect(check({ ...tab, customerId: 3 }, { allowWithoutCustomer: false })).toEqual(passed);
    expect(check({ tipo: 'MESA', identificadorPrincipal: 1 }, { allowWithoutCustomer: false })).toEqual(
      failure(MSG.CUSTOMER_REQUIRED),
    );
    expect(check({}, { allowWithoutCustomer: false })).toEqual(passed);
  });

  it('refuses a schedule in the past for a new order only, to the minute', () => {
    const past = new Date('2026-03-10T12:29:59-03:00');
    const sameMinute = new Date('2026-03-10T12:30:00-03:00');
    expect(check({ scheduleStart: past })).toEqual(failure('A data do agendamento não pode ser retroativa.'));
    expect(check({ scheduleStart: sameMinute })).toEqual(passed);
    expect(check({ scheduleStart: new Date('2026-03-11T10:00:00-03:00') })).toEqual(passed);
    expect(check({ scheduleStart: past, isNew: false })).toEqual(passed);
    expect(check({ scheduleStart: null })).toEqual(passed);
  });

  it('refuses a negative number of people', () => {
    expect(check({ quantidadePessoas: -1 })).toEqual(failure('Nao e possivel inserir um valor negativo de pessoas.'));
    expect(check({ quantidadePessoas: 0 })).toEqual(passed);
  });

  it('asks a waiter to pick a seller for every item of a tab or table, with a code', () => {
    const tab = { tipo: 'COMANDA', identificadorPrincipal: 15, items: [{ pessoaVendedorId: 7 }, {}] };
    expect(check(tab, { isWaiterRole: true })).toEqual({
      ok: false,
      message: MSG.ITEM_SELLER_REQUIRED,
      code: 'WAITER_REQUIRED',
    });
    expect(
      check({ ...tab, items: [{ pessoaVendedorId: 7 }, { pessoaVendedorId: '' }] }, { isWaiterRole: true }),
    ).toEqual(expect.objectContaining({ code: 'WAITER_REQUIRED' }));
    expect(check(tab)).toEqual(passed);
    expect(check({ items: [{}] }, { isWaiterRole: true })).toEqual(passed);
  });

  it('returns the first failure in the order of the spec', () => {
    const everythingWrong: Partial<OrderEntryDraft> = {
      tipo: 'COMANDA',
      identificadorSecundario: -1,
      items: [],
      quantidadePessoas: -1,
      scheduleStart: new Date('2020-01-01T00:00:00Z'),
    };
    const context = { secondaryRequired: true, allowWithoutCustomer: false, isWaiterRole: true };
    expect(check(everythingWrong, context)).toEqual(failure(MSG.TAB_REQUIRED));
    expect(check({ ...everythingWrong, identificadorPrincipal: 3 }, context)).toEqual(failure(MSG.TABLE_NEGATIVE));
    const tab = { ...everythingWrong, identificadorPrincipal: 3, identificadorSecundario: 1 };
    expect(check(tab, context)).toEqual(failure(MSG.ITEM_OR_CUSTOMER_REQUIRED));
    expect(check({ ...tab, items: [{}] }, context)).toEqual(failure(MSG.CUSTOMER_REQUIRED));
    expect(check({ ...tab, items: [{}], customerId: 1 }, context)).toEqual(failure(MSG.SCHEDULE_IN_PAST));
    expect(check({ ...tab, items: [{}], customerId: 1, scheduleStart: null }, context)).toEqual(
      failure(MSG.PEOPLE_NEGATIVE),
    );
    const lastOne = { ...tab, items: [{}], customerId: 1, scheduleStart: null, quantidadePessoas: 2 };
    expect(check(lastOne, context)).toMatchObject({ code: 'WAITER_REQUIRED' });
  });

  it('is usable where a Result is expected', () => {
    const result: Result<null> = check({});
    expect(result.ok).toBe(true);
  });
});
