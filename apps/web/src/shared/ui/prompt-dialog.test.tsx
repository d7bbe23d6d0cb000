import { MSG } from '@brasa/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromptDialog } from './prompt-dialog';

const REQUIRED = 'É necessário preencher o campo.';
const validate = (value: string) => (value.trim() ? null : REQUIRED);

function renderPrompt(props: Partial<Parameters<typeof PromptDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <PromptDialog
      title="Título"
      label="Valor"
      validate={validate}
      onConfirm={onConfirm}
      onClose={onClose}
      testId="prompt"
      {...props}
    />,
  );
  return { ...view, onConfirm, onClose };
}

describe('PromptDialog (doc 1 §2.15, §5)', () => {
  it('Enter confirms the trimmed value; a blank one shows the validation message', async () => {
    const { onConfirm } = renderPrompt();
    const input = screen.getByTestId('prompt-input');
    await userEvent.type(input, '{Enter}');
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(input, '  abc {Enter}');
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('abc');
  });

  it('multi-line: Enter confirms, Shift+Enter adds a line', async () => {
    const { onConfirm } = renderPrompt({ multiline: true });
    const input = screen.getByTestId('prompt-input');
    await userEvent.type(input, 'linha 1{Shift>}{Enter}{/Shift}linha 2');
    expect(input).toHaveValue('linha 1\nlinha 2');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(input, '{Enter}');
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('linha 1\nlinha 2');
  });

  it('disableWhenBlank: Confirm is disabled until something is typed; Enter still explains why', async () => {
    const { onConfirm } = renderPrompt({ disableWhenBlank: true });
    const confirm = screen.getByTestId('prompt-confirm');
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByTestId('prompt-input'), '  {Enter}');
    expect(confirm).toBeDisabled();
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('prompt-input'), '12');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('12');
  });

  it('busy: Confirm is disabled and Enter does nothing', async () => {
    const { onConfirm, rerender } = renderPrompt({ busy: true });
    await userEvent.type(screen.getByTestId('prompt-input'), '12{Enter}');
    expect(screen.getByTestId('prompt-confirm')).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
    rerender(
      <PromptDialog
        title="Título"
        label="Valor"
        validate={validate}
        onConfirm={onConfirm}
        onClose={() => undefined}
        testId="prompt"
      />,
    );
    expect(screen.getByTestId('prompt-confirm')).toBeEnabled();
    await userEvent.type(screen.getByTestId('prompt-input'), '{Enter}');
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('12');
  });

  it("'Cancelar' closes without confirming", async () => {
    const { onConfirm, onClose } = renderPrompt();
    await userEvent.click(screen.getByRole('button', { name: MSG.CANCEL }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
