import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '../model/menu-entry';
import { ProductGrid, tilesPerRow, type GridTile } from './product-grid';

const tileOf = (id: number): GridTile => ({
  color: '#607D8B',
  entry: {
    id,
    produto: {
      idProduto: id,
      descricao: `Produto ${id}`,
      valorUnitarioVenda: 10,
      codigoBarras: null,
      unidadeMedida: { sigla: 'UN' },
      abrirPassos: false,
      tipoNotificacao: 'NN',
      observacaoAutomatica: null,
      observacoesMobile: null,
      cobrarTaxaServico: true,
      grupoProduto: { id: 1 },
    },
  } as MenuEntry,
});

describe('ProductGrid', () => {
  it('fits tiles of 158 px with 8 px gaps in a row', () => {
    expect(tilesPerRow(100)).toBe(1);
    expect(tilesPerRow(158)).toBe(1);
    expect(tilesPerRow(324)).toBe(2);
    expect(tilesPerRow(1000)).toBe(6);
  });

  it('draws only the first rows of a group of 5,000 products, in menu order, and picks a drawn tile', async () => {
    const onPick = vi.fn();
    render(<ProductGrid tiles={Array.from({ length: 5000 }, (_, i) => tileOf(i + 1))} onPick={onPick} />);
    const drawn = screen.getAllByTestId(/^product-tile-/);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(100);
    expect(drawn.slice(0, 3).map((tile) => tile.dataset.testid)).toEqual([
      'product-tile-1',
      'product-tile-2',
      'product-tile-3',
    ]);
    await userEvent.click(screen.getByTestId('product-tile-2'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });
});
