import { ROLES } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { detailActions } from './detail-actions';

const cashier = makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_COMANDA_MESA] });
const converter = makeProfile({
  roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_CONVERTER_PEDIDOS_INTEGRACAO_PDV_BRASA],
});

describe('detail action panel (doc 1 §4, §6)', () => {
  it('offers pay, edit, import and the tab/table conversion for an own counter order', () => {
    expect(detailActions(makeOrder({ tipo: 'BALCAO' }), cashier)).toEqual([
      'pay',
      'edit',
      'import',
      'convertToTab',
      'renotify',
      'cancel',
      'delete',
    ]);
  });

  it('offers logistics for a delivery order, the undo once ENVIADO, nothing for a counter order or a waiter', () => {
    expect(detailActions(makeOrder({ tipo: 'DELIVERY' }), cashier)).toContain('logistics');
    const sent = detailActions(makeOrder({ tipo: 'DELIVERY', statusLogistica: 'ENVIADO' }), cashier);
    expect(sent).toContain('undoLogistics');
    expect(sent).not.toContain('logistics');
    expect(detailActions(makeOrder({ tipo: 'BALCAO' }), cashier)).not.toContain('logistics');
    const waiter = makeProfile({ roles: [ROLES.ROLE_PDV_COMANDA_MESA] });
    expect(detailActions(makeOrder({ tipo: 'DELIVERY' }), waiter)).not.toContain('logistics');
  });

  it('offers nothing for a deleted order and only deletion for a cancelled one', () => {
    expect(detailActions(makeOrder({ ativo: false }), cashier)).toEqual([]);
    expect(detailActions(makeOrder({ situacao: 'CANCELADO' }), cashier)).toEqual(['delete']);
  });

  it('an imported order offers the undo unless ROLE_NAO_PERMITE_DESFAZER_IMPORTACAO_PEDIDO', () => {
    const imported = makeOrder({ dataImportacao: new Date().toISOString() });
    expect(detailActions(imported, cashier)).toContain('undoImport');
    expect(detailActions(imported, cashier)).not.toContain('pay');
    const blocked = makeProfile({ roles: [ROLES.ROLE_NAO_PERMITE_DESFAZER_IMPORTACAO_PEDIDO] });
    expect(detailActions(imported, blocked)).not.toContain('undoImport');
  });

  it('a marketplace order converts only with the conversion role, and a converted one offers the undo', () => {
    const marketplace = makeOrder({ tipoImportacao: 'IF' });
    expect(detailActions(marketplace, cashier)).not.toContain('convert');
    expect(detailActions(marketplace, converter)).toContain('convert');
    expect(detailActions(marketplace, converter)).not.toContain('pay');
    const converted = makeOrder({ tipoImportacao: 'SO', tipoImportacaoOriginal: 'IF' });
    expect(detailActions(converted, converter)).toEqual(expect.arrayContaining(['undoConversion', 'pay']));
    expect(detailActions(converted, converter)).not.toContain('convertToTab');
  });

  it('offers the delivery confirmation only when ENVIADO', () => {
    expect(detailActions(makeOrder({ situacao: 'ENVIADO' }), cashier)).toContain('confirmDelivery');
    expect(detailActions(makeOrder({ situacao: 'CONFIRMADO' }), cashier)).not.toContain('confirmDelivery');
  });

  it('offers the tax document (Nota fiscal) for a paid order to who holds ROLE_NOTA_FISCAL', () => {
    const fiscal = makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_NOTA_FISCAL] });
    expect(detailActions(makeOrder({ tipo: 'BALCAO', pago: true }), fiscal)).toContain('invoice');
    expect(detailActions(makeOrder({ tipo: 'BALCAO', pago: false }), fiscal)).not.toContain('invoice');
    expect(detailActions(makeOrder({ tipo: 'BALCAO', pago: true }), cashier)).not.toContain('invoice');
  });
});
