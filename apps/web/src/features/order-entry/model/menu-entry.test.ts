import { describe, expect, it } from 'vitest';
import { makeTestMenu } from '../test-utils/entry-api-stub';
import { toLeanMenu } from '../test-utils/menu-factories';
import { expandLeanMenu } from './menu-entry';

describe('expandLeanMenu', () => {
  it('gives each product of the lean columns what the full list says of it, without steps', () => {
    const menu = makeTestMenu().map((entry, i) =>
      i === 0
        ? {
            ...entry,
            produto: {
              ...entry.produto,
              cobrarTaxaServico: false,
              observacaoAutomatica: 'sem cebola',
              observacoesMobile: 'bem passado;mal passado',
            },
          }
        : entry,
    );
    const entries = expandLeanMenu(toLeanMenu(menu));
    expect(entries.map((entry) => entry.id)).toEqual(menu.map((entry) => entry.id));
    entries.forEach((entry, i) => {
      const full = menu[i]!.produto;
      expect(entry.complementos).toBeUndefined();
      expect(entry.produto).toEqual({
        idProduto: full.idProduto,
        descricao: full.descricao,
        valorUnitarioVenda: full.valorUnitarioVenda,
        codigoBarras: full.codigoBarras,
        unidadeMedida: full.unidadeMedida,
        abrirPassos: full.abrirPassos,
        tipoNotificacao: full.tipoNotificacao,
        observacaoAutomatica: full.observacaoAutomatica,
        observacoesMobile: full.observacoesMobile,
        cobrarTaxaServico: full.cobrarTaxaServico,
        grupoProduto: full.grupoProduto ? { id: full.grupoProduto.id } : null,
      });
    });
  });
});
