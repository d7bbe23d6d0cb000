import { describe, expect, it } from 'vitest';
import { MESSAGE_SECTIONS, MSG } from './messages';

describe('MSG', () => {
  it('holds the keys other code depends on, with the spec wording', () => {
    expect(MSG.LOGIN_FAILED).toBe('Falha ao realizar login');
    expect(MSG.INVALID_TOKEN).toBe('erro ao realizar login - token inválido');
    expect(MSG.LOGIN_SUCCESS).toBe('Logado com sucesso');
    expect(MSG.LOGIN_GERENCIAL_SUCCESS).toBe('Logado no gerencial com sucesso');
    expect(MSG.NO_BACKOFFICE_ACCESS).toBe('Seu usuário não tem acesso ao sistema retaguarda.');
    expect(MSG.NO_PERMISSION_BALCAO).toBe('Seu usuário não tem permissão para lançar pedido de balcão');
    expect(MSG.NO_PERMISSION_DELIVERY).toBe('Seu usuário não tem permissão para lançar pedido de delivery');
    expect(MSG.OFFLINE_BANNER).toBe('ATENÇÃO - Você está offline. Este pedido está em modo apenas visualização');
    expect(MSG.OFFLINE_CREATE_ORDER).toBe('Não é possivel criar um pedido não estando conectado');
    expect(MSG.OFFLINE_OPEN_ORDER).toBe('Não é possivel abrir este pedido não estando conectado');
    expect(MSG.SYSTEM_STATUS_ERROR).toBe('Erro ao buscar status da empresa');
    expect(MSG.FEATURE_REQUEST_SUCCESS).toBe('Solicitação realizada com sucesso. Logo entraremos em contato.');
    expect(MSG.FEATURE_REQUEST_ERROR).toBe('Erro ao solicitar funcionalidade');
    expect(MSG.SETTINGS_SAVED).toBe('Configurações salvas com sucesso');
    expect(MSG.LOADING).toBe('Carregando....');
    expect(MSG.DELETE_JUSTIFICATION_SHORT).toBe('Informe uma justificativa maior.');
    expect(MSG.CASH_CLOSED).toBe('O caixa está fechado...');
    expect(MSG.CASH_CLOSED_SETTLEMENT).toBe('Não é possível realizar o lançamento pois o caixa está fechado.');
    expect(MSG.NO_ITEMS_PAYMENT).toBe('Não é possível realizar o pagamento de um pedido sem itens');
    expect(MSG.NO_PAYMENT_PERMISSION).toBe('Seu usuário não tem permissão para realizar o pagamento do pedido');
    expect(MSG.REQUIRED_FIELD).toBe('obrigatório');
  });

  it('keeps a sample of each document word for word', () => {
    // doc 1
    expect(MSG.IMPORT_REQUIRES_PAYMENT).toBe('Realize o pagamento do pedido antes de importar');
    expect(MSG.TEF_PAYMENTS_CANCEL_CONFIRM).toBe('Existem pagamentos de TEF neste pedido, deseja mesmo continuar?');
    expect(MSG.NO_DISCOUNT_PERMISSION).toBe('Seu usuário não possuí permissão para conceder ou alterar descontos.');
    expect(MSG.FISCAL_PAF_ECF_PRINT).toBe('Acesse o DJ PDV para realizar a impressão do cupom fiscal.');
    expect(MSG.PAYMENT_EXCEEDS_CREDIT_LIMIT).toBe('O pagamento excede o limite de crédito disponível.');
    // doc 2
    expect(MSG.ITEM_OR_CUSTOMER_REQUIRED).toBe(
      'Adicione pelo menos 1 item no pedido ou selecione um cliente para abrir uma comanda.',
    );
    expect(MSG.ITEM_REMOVAL_JUSTIFICATION_REQUIRED).toBe('Justificativa e obrigatoria');
    expect(MSG.INVALID_ORDER_CLICK).toBe("Pedido inválido. Tente clicar em 'Atualizar dados'");
    // doc 3
    expect(MSG.TRANSFER_TO_SAME_TAB).toBe('Impossível enviar pedidos de uma comanda para ela mesma');
    expect(MSG.NO_ITEM_TRANSFERRED).toBe('Nenhum iten transferido');
    expect(MSG.KDS_TITLE).toBe('KDS (Kitchen Display System)');
    // doc 4
    expect(MSG.SETTINGS_TITLE).toBe('Configurações – Opções para o terminal');
    expect(MSG.DISPATCH_NO_COURIER).toBe(
      'Não há nenhum entregador selecionado. Escolha um entregador para realizar essa operação.',
    );
    expect(MSG.DRE_INTERVAL_TOO_LONG).toBe('O intervalo entre a data inicial e data final não pode exceder 3 meses.');
    expect(MSG.NO_ORDER_FOUND_USE_FILTER).toBe('Nenhum pedido encontrado – Utilize o filtro para melhores resultados');
  });

  it('fills templates', () => {
    expect(MSG.mesaNaoEncontrada(12)).toBe("Mesa '12' não encontrada.");
    expect(MSG.descontoExcedeSubtotal('R$ 50,00')).toBe('O desconto de R$ 50,00 excede o subtotal do pedido.');
    expect(MSG.descontoExcedePendente('R$ 50,00', 'R$ 40,00')).toBe(
      'O desconto de R$ 50,00 excede o valor pendente: R$ 40,00',
    );
    expect(MSG.limiteTransferencia(20)).toBe(
      'Não é possível transferir. Limite máximo de transferência é de 20 pedidos.',
    );
    expect(MSG.limitePedidosAtingido(20)).toBe('Limite de 20 pedidos atingido.');
    expect(MSG.pedidoAlteradoPara(42, 'CANCELADO')).toBe('Pedido #42 alterado para CANCELADO');
    expect(MSG.produtoAdicionado('Coca-Cola')).toBe('Produto "Coca-Cola" adicionado com sucesso.');
    expect(MSG.quantidadeMinimaNaoAtingida('Bebidas', 1)).toBe(
      'Quantidade mínima não atingida no passo Bebidas. Mínimo: 1',
    );
    expect(MSG.identificadorNaoExiste('comanda', 7)).toBe('A comanda: 7 não existe.');
    expect(MSG.pedidoNaoAdicionado(10, 'ENTREGUE')).toBe('Pedido ID 10 não adicionado. Status do pedido: ENTREGUE.');
    expect(MSG.statusLojaAlterado(true)).toBe('Alterado status da loja para Aberta');
    expect(MSG.statusLojaAlterado(false)).toBe('Alterado status da loja para Fechada');
    expect(MSG.acessandoComo('Ana')).toBe('Acessando como Ana, clique continuar');
  });

  it('says one or many orders were not imported', () => {
    expect(MSG.pedidosNaoImportados(1)).toBe('Existe 1 pedido que ainda não foi importado.');
    expect(MSG.pedidosNaoImportados(3)).toBe('Existem 3 pedidos que ainda não foram importados.');
  });

  it('fixes the obvious typos of the spec', () => {
    const texts = Object.values(MSG).map((value) =>
      typeof value === 'string' ? value : (value as (...args: unknown[]) => string)('x', 'y', 'z'),
    );
    expect(texts.some((text) => text.includes('pesssoa') || text.includes('usário'))).toBe(false);
    expect(MSG.COMPANY_PERSON_NOT_FOUND_CHECK).toBe(
      'Nenhuma pessoa associada no cadastro da empresa. Por favor, verifique.',
    );
  });

  it('is frozen, and no section overrides another', () => {
    expect(Object.isFrozen(MSG)).toBe(true);
    const sectionKeys = Object.values(MESSAGE_SECTIONS).flatMap((section) => Object.keys(section));
    expect(new Set(sectionKeys).size).toBe(sectionKeys.length);
    expect(Object.keys(MSG)).toHaveLength(sectionKeys.length);
  });

  it('has non-empty texts and UPPER_SNAKE or camelCase keys', () => {
    for (const [key, value] of Object.entries(MSG)) {
      if (typeof value === 'string') {
        expect(key).toMatch(/^[A-Z][A-Z0-9_]*$/);
        expect(value.trim().length, key).toBeGreaterThan(0);
      } else {
        expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(typeof value).toBe('function');
      }
    }
  });
});
