import { MSG } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { approvedIntent, makeIntent } from '../../../../test/make-tef-intent';
import { agentUrlOf, checkTefReadiness } from './tef-availability';
import { isFinalIntent, needsAuthorizationCode, newerIntent, tefStatusView, transactionText } from './tef-status';
import { rememberedChoice, receiptStep } from './receipt-choice';
import { intentDetailRows, pickIntent } from './intent-detail';

describe('card-terminal sale status (doc 1 §4)', () => {
  it('waits (info) until the terminal answers, with the transaction status of the provider', () => {
    expect(tefStatusView(makeIntent({ status: 'CRIADA', statusTransacao: null }))).toMatchObject({
      severity: 'info',
      transaction: null,
      isFinal: false,
    });
    const started = tefStatusView(makeIntent({ statusTransacao: 6 }));
    expect(started).toMatchObject({ severity: 'info', message: 'Pagamento iniciado', isFinal: false });
    expect(started.transaction).toBe('6 - Pagamento iniciado');
    expect(tefStatusView(makeIntent({ statusTransacao: 18 })).message).toBe('Cancelamento solicitado');
  });

  it('is success only once the approved payment is recorded on the order', () => {
    expect(tefStatusView(approvedIntent({ pagamentoRegistrado: false }))).toMatchObject({
      severity: 'info',
      isFinal: false,
    });
    expect(tefStatusView(approvedIntent())).toMatchObject({ severity: 'success', isFinal: true });
  });

  it('shows refused, expired and cancelled as errors (cancelled is "Operação cancelada")', () => {
    expect(tefStatusView(makeIntent({ status: 'RECUSADA', statusTransacao: 25 }))).toMatchObject({
      severity: 'error',
      message: 'Pagamento não aprovado pela adquirente ou emissor',
      isFinal: true,
    });
    expect(
      tefStatusView(makeIntent({ status: 'RECUSADA', statusTransacao: 25, mensagem: 'SALDO INSUFICIENTE' })).message,
    ).toBe('SALDO INSUFICIENTE');
    expect(tefStatusView(makeIntent({ status: 'EXPIRADA', statusTransacao: 15 })).message).toBe(
      'Intenção de venda expirada',
    );
    expect(tefStatusView(makeIntent({ status: 'CANCELADA', statusTransacao: 20 }))).toMatchObject({
      severity: 'error',
      message: MSG.TEF_OPERATION_CANCELLED,
      transaction: '20 - Cancelamento concluído',
    });
    expect(transactionText(99)).toBe('99');
  });

  it('asks the authorization code only for an approved card sale without one (never for pix)', () => {
    expect(needsAuthorizationCode(approvedIntent({ codigoAutorizacao: null }))).toBe(true);
    expect(needsAuthorizationCode(approvedIntent({ codigoAutorizacao: null, tipoCartao: 'PX' }))).toBe(false);
    expect(needsAuthorizationCode(approvedIntent())).toBe(false);
    expect(needsAuthorizationCode(makeIntent({ codigoAutorizacao: null }))).toBe(false);
  });

  it('keeps the newer copy: a late poll never undoes a realtime update, a final state never goes back', () => {
    const older = makeIntent({ statusTransacao: 5 });
    const newer = makeIntent({ statusTransacao: 6 });
    expect(newerIntent(newer, older)).toBe(newer);
    expect(newerIntent(older, newer)).toBe(newer);
    const approved = approvedIntent();
    expect(newerIntent(approved, { ...newer, updatedAt: '2099-01-01T00:00:00.000Z' })).toBe(approved);
    expect(newerIntent(undefined, older)).toBe(older);
    expect(isFinalIntent(approved)).toBe(true);
    expect(isFinalIntent(newer)).toBe(false);
  });
});

describe('card-terminal readiness (doc 1 §8)', () => {
  it('needs the unit integration, then the terminal of this browser', () => {
    expect(checkTefReadiness([], 'T1')).toEqual({ ok: false, message: MSG.TEF_INTEGRATION_REQUIRED });
    expect(checkTefReadiness(undefined, 'T1')).toEqual({ ok: false, message: MSG.TEF_INTEGRATION_REQUIRED });
    expect(checkTefReadiness([{ tipo: 'TEF' }], null)).toEqual({ ok: false, message: MSG.TEF_TERMINAL_REQUIRED });
    expect(checkTefReadiness([{ tipo: 'EL' }, { tipo: 'TEF' }], 'T1')).toEqual({
      ok: true,
      value: { kind: 'TEF', terminalId: 'T1' },
    });
    expect(checkTefReadiness([{ tipo: 'EL' }], 'T1')).toMatchObject({ ok: true, value: { kind: 'EL' } });
  });

  it('the local agent needs no terminal choice and is found on the integration port, 2001 by default', () => {
    expect(checkTefReadiness([{ tipo: 'EL', dados: '{"TEF":{"portaAgente":2311}}' }], null)).toEqual({
      ok: true,
      value: { kind: 'EL', terminalId: '', agentUrl: 'http://127.0.0.1:2311' },
    });
    expect(agentUrlOf('{"TEF":{}}')).toBe('http://127.0.0.1:2001');
    expect(agentUrlOf('não é json')).toBe('http://127.0.0.1:2001');
  });
});

describe('receipt questions (doc 4 §3 printTef*Receipt)', () => {
  it('asks when empty, prints when always, skips when never', () => {
    const settings = { printTefClientReceipt: '', printTefEstablishmentReceipt: 'NEVER' } as const;
    expect(receiptStep(settings, 'CLIENTE')).toBe('ASK');
    expect(receiptStep(settings, 'ESTABELECIMENTO')).toBe('SKIP');
    expect(receiptStep({ ...settings, printTefClientReceipt: 'ALWAYS' }, 'CLIENTE')).toBe('PRINT');
    expect(rememberedChoice(true)).toBe('ALWAYS');
    expect(rememberedChoice(false)).toBe('NEVER');
  });
});

describe('sale-intention detail (doc 2 §2.7)', () => {
  it('picks the payment’s intent, else the newest, and lists its fields', () => {
    const a = approvedIntent({ intencaoVendaId: 1 });
    const b = approvedIntent({ intencaoVendaId: 2, bandeira: 'MASTER' });
    expect(pickIntent([b, a], 1)).toBe(a);
    expect(pickIntent([b, a], null)).toBe(b);
    expect(pickIntent([], 1)).toBeNull();
    const rows = Object.fromEntries(intentDetailRows({ ...b, valor: 28.4 }));
    expect(rows).toMatchObject({ Bandeira: 'MASTER', Autorização: 'A1B2C3', 'Valor final': 'R$ 28,40' });
    expect(rows.Status).toBe('Aprovada (Pagamento aprovado)');
  });
});
