import { MSG } from '@brasa/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A payment that leaves the order paid asks whether to import it (doc 1 §4); declining closes the dialog. */
export async function declineImportPrompt() {
  const prompt = await screen.findByTestId('payment-import-prompt');
  await userEvent.click(within(prompt).getByRole('button', { name: MSG.CANCEL }));
}
