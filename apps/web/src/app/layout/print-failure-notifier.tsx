import { MSG } from '@brasa/domain';
import { printServerApi, usePrintServerBase } from '../../shared/api/print-server';
import { countPrintFailure } from '../../shared/print-log/print-failures-store';
import { useRealtimeEvents } from '../../shared/realtime/use-realtime-events';
import { useNotify } from '../../shared/ui/notify';

/** What PRINT_FAILED carries (the server's print queue, print-queue.ts `PrintFailure`). */
export interface PrintFailureMessage {
  impressaoId: number;
  localImpressao: string;
  descricao: string | null;
  erro: string;
  status: 'PENDENTE' | 'ERRO';
}

export function readFailure(value: unknown): PrintFailureMessage | null {
  const f = value as Partial<PrintFailureMessage> | null | undefined;
  if (!f || !Number.isInteger(f.impressaoId) || typeof f.localImpressao !== 'string' || typeof f.erro !== 'string')
    return null;
  return f as PrintFailureMessage;
}

/** The toast's text: where, what and why ('Falha na impressão em CAIXA (Pedido #12): impressora indisponível.'). */
export function printFailureText(f: PrintFailureMessage): string {
  const what = f.descricao ? ` (${f.descricao})` : '';
  const state = f.status === 'PENDENTE' ? ' Nova tentativa em andamento.' : '';
  const reason = f.erro.trim().replace(/\.?$/, '.');
  return `Falha na impressão em ${f.localImpressao}${what}: ${reason}${state}`;
}

export const PRINT_IN_BROWSER = 'Imprimir no navegador';

/**
 * Every terminal of the unit hears a print that failed (it ended in ERRO, or is still pending after its first
 * retry, or its location has no printer) at once: a toast with the location and the reason that stays until
 * closed, the board's print icon counts it, and 'Imprimir no navegador' opens that ticket in the browser's print
 * page (a short-lived signed link, /impressao-online.html).
 */
export function PrintFailureNotifier() {
  const notify = useNotify();
  const base = usePrintServerBase();
  useRealtimeEvents((event) => {
    if (event.kind !== 'other' || event.type !== 'PRINT_FAILED') return;
    const failure = readFailure(event.message.impressao);
    if (!failure) return;
    countPrintFailure();
    notify.error(printFailureText(failure), {
      persist: true,
      action: {
        label: PRINT_IN_BROWSER,
        testId: `print-failure-browser-${failure.impressaoId}`,
        onClick: () => {
          // The window opens on the click (no pop-up block), then goes to the signed link.
          const page = window.open('', '_blank');
          printServerApi
            .onlineLink(base ?? '', { impressaoId: failure.impressaoId })
            .then(({ url }) => {
              if (page) page.location.href = url;
              else window.open(url, '_blank');
            })
            .catch(() => {
              page?.close();
              notify.error(MSG.INVOICE_PRINT_FAILED);
            });
        },
      },
    });
  });
  return null;
}
