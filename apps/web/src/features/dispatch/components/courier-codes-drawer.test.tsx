import { courierBarcode } from '@brasa/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CourierCodesDrawer } from './courier-codes-drawer';

const COURIERS = [
  { id: 7, nome: 'JOAO MOTO', fone: null, ativo: true },
  { id: 8, nome: 'ANA BIKE', fone: null, ativo: true },
];

describe("'Códigos entregadores' (doc 4 §2, §5)", () => {
  it("draws each courier's EAN-13 (99 + id) and prints them on a receipt-width page", async () => {
    render(<CourierCodesDrawer couriers={COURIERS} />);
    const joao = await screen.findByTestId(`courier-code-${courierBarcode(7)}`, {}, { timeout: 10_000 });
    expect(joao).toHaveTextContent('JOAO MOTO');
    expect(joao.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId(`courier-code-${courierBarcode(8)}`)).toHaveTextContent('ANA BIKE');
    await userEvent.click(screen.getByTestId('courier-codes-print-all'));
    const frame = document.querySelector<HTMLIFrameElement>('[data-testid="courier-codes-print-frame"]');
    const page = frame!.contentDocument!.body;
    expect(page.textContent).toContain('JOAO MOTO');
    expect(page.textContent).toContain('ANA BIKE');
    expect(page.querySelectorAll('svg')).toHaveLength(2);
    expect(within(screen.getByTestId('courier-codes')).getAllByRole('button', { name: 'Imprimir' })).toHaveLength(2);
  });
});
