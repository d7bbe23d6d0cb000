import { type Cents, MSG } from '@brasa/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/render-with-providers';
import { SplitBillDialog } from './split-bill-dialog';

function openSplit(pendingCents: number) {
  const onConfirm = vi.fn();
  renderWithProviders(
    <SplitBillDialog pendingCents={pendingCents as Cents} items={[]} onConfirm={onConfirm} onClose={vi.fn()} />,
  );
  const dialog = screen.getByTestId('payment-split-dialog');
  const people = within(dialog).getByTestId('split-people-input') as HTMLInputElement;
  return { dialog, people, onConfirm };
}

describe('split bill \'Dividir conta\': the people count (doc 1 §5 "Split")', () => {
  it('the minus button on an empty field sets 1, never NaN', async () => {
    const { dialog, people } = openSplit(5680);
    await userEvent.clear(people);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Menos pessoas' }));
    expect(people).toHaveValue('1');
    expect(within(dialog).getByTestId('split-people-shares')).toHaveTextContent('Pessoa 1R$ 56,80');
    expect(within(dialog).getByRole('button', { name: 'Menos pessoas' })).toBeDisabled();
  });

  it('a huge count typed is capped at 100 people', async () => {
    const { dialog, people, onConfirm } = openSplit(5680);
    fireEvent.change(people, { target: { value: '1000000000' } });
    expect(people).toHaveValue('100');
    expect(within(within(dialog).getByTestId('split-people-shares')).getAllByRole('listitem')).toHaveLength(100);
    expect(within(dialog).getByRole('button', { name: 'Mais pessoas' })).toBeDisabled();
    await userEvent.click(within(dialog).getByTestId('split-confirm'));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ kind: 'PEOPLE', people: 100 }));
  });

  it('never splits into shares below one cent', async () => {
    const { dialog, people } = openSplit(3);
    fireEvent.change(people, { target: { value: '7' } });
    expect(people).toHaveValue('3');
    expect(within(dialog).getByTestId('split-people-shares')).toHaveTextContent(
      'Pessoa 1R$ 0,01Pessoa 2R$ 0,01Pessoa 3R$ 0,01',
    );
    expect(within(dialog).queryByText(MSG.SPLIT_LIMIT_REACHED)).not.toBeInTheDocument();
  });
});
