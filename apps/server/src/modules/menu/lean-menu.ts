import { toReais, type Cents } from '@brasa/domain';
import type { TCardapioEnxuto } from '@brasa/contracts';
import type { LeanMenuRow } from './repository';

/** The lean menu's columns from its rows (see ZCardapioEnxuto): defaults are left out of the sparse parts. */
export function toLeanMenu(rows: readonly LeanMenuRow[]): TCardapioEnxuto {
  const menu: TCardapioEnxuto = {
    id: [],
    descricao: [],
    valorUnitarioVenda: [],
    grupo: [],
    codigoBarras: [],
    unidadeMedida: [],
    tipoNotificacao: [],
    combos: [],
    semTaxaServico: [],
    observacaoAutomatica: {},
    observacoesMobile: {},
  };
  for (const row of rows) {
    menu.id.push(row.id);
    menu.descricao.push(row.descricao);
    menu.valorUnitarioVenda.push(toReais(row.valorUnitarioVendaCents as Cents));
    menu.grupo.push(row.grupoId);
    menu.codigoBarras.push(row.codigoBarras);
    menu.unidadeMedida.push(row.unidadeMedida);
    menu.tipoNotificacao.push(row.tipoNotificacao);
    if (row.abrirPassos) menu.combos.push(row.id);
    if (!row.cobrarTaxaServico) menu.semTaxaServico.push(row.id);
    if (row.observacaoAutomatica) menu.observacaoAutomatica[row.id] = row.observacaoAutomatica;
    if (row.observacoesMobile) menu.observacoesMobile[row.id] = row.observacoesMobile;
  }
  return menu;
}
