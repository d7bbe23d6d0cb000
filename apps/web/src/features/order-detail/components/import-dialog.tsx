import type { TOrder } from '@brasa/contracts';
import { MSG, formatMoneyReais, planMarketplaceImport, type ImportableBody } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../shared/api/api-client';
import { readErrorMessage } from '../../../shared/api/api-error';
import { applySavedOrder } from '../../../shared/orders/board-cache-updates';
import { useNotify } from '../../../shared/ui/notify';

const BASE = '/api-v2/pedidoIntegracao';
export const IMPORT_PATHS = {
  prepare: (id: number) => `${BASE}/prepararIntegracao/${id}`,
  finalize: `${BASE}/finalizarIntegracao/`,
} as const;

type PreparedOrder = TOrder & { avisosImportacao?: string[] };
interface Line {
  name?: string | null;
  quantity?: number;
  price?: number;
  value?: number;
  importacaoExtra?: string | null;
  descontoMarketplace?: boolean | null;
}

const ADDED = 'Adicionado na importação';

/**
 * The import dialog of a marketplace order (doc 2 §2.3, §4.4, §5.7): the prepared order's items and payments with
 * what the import adds (the extra-fee item, the marketplace-discount payment) marked as information, the
 * delivery-fee choice, the notices (third-party delivery, payment difference) and 'Confirmar'.
 */
export function ImportDialog({
  order,
  onClose,
  onImported,
}: {
  order: TOrder;
  onClose: () => void;
  onImported: (order: TOrder) => void;
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const prepared = useQuery({
    queryKey: ['prepararIntegracao', order.id, order.version],
    queryFn: () => apiFetch<PreparedOrder>(IMPORT_PATHS.prepare(order.id)),
    retry: false,
    gcTime: 0,
  });
  const [includeFee, setIncludeFee] = useState<boolean | null>(null);
  useEffect(() => {
    if (prepared.error) {
      notify.error(readErrorMessage(prepared.error, MSG.falhaPrepararIntegracao(order.id)));
      onClose();
    }
  }, [prepared.error, notify, onClose, order.id]);

  const finalize = useMutation({
    mutationFn: (choice: 'S' | 'N') =>
      apiFetch<TOrder>(IMPORT_PATHS.finalize, {
        method: 'POST',
        body: { id: order.id, version: order.version, iFoodOrder: { incluirTaxaEntregaImportacaoSelecionado: choice } },
      }),
    onSuccess: (saved) => {
      applySavedOrder(queryClient, saved);
      notify.success(MSG.ORDER_IMPORTED);
      onImported(saved);
    },
    onError: (error) => notify.error(readErrorMessage(error, MSG.falhaIntegrarPedido(order.id))),
  });

  const data = prepared.data;
  const storedChoice = data?.iFoodOrder.incluirTaxaEntregaImportacaoSelecionado === 'S';
  const include = includeFee ?? storedChoice;
  // The choice is the user's: the preview follows it with the same rule the server applies.
  const body = data
    ? (planMarketplaceImport(data.iFoodOrder as unknown as ImportableBody, {
        channel: data.tipoImportacao,
        includeDeliveryFee: include,
      }) as unknown as { items: Line[]; payments: Line[]; deliveryFee?: number })
    : null;
  const fee = (body?.items.find((i) => i.importacaoExtra === 'TAXA_ENTREGA')?.price ?? 0) + (body?.deliveryFee ?? 0);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="import-dialog">
      <DialogTitle>Importar pedido #{order.sequencial ?? order.id}</DialogTitle>
      <DialogContent>
        {!body || !data ? (
          <Typography>Carregando…</Typography>
        ) : (
          <Stack spacing={2}>
            {(data.avisosImportacao ?? []).map((notice) => (
              <Alert key={notice} severity="warning" data-testid="import-notice">
                {notice}
              </Alert>
            ))}
            <Table size="small" data-testid="import-items">
              <TableHead>
                <TableRow>
                  <TableCell>Item</TableCell>
                  <TableCell align="right">Qtd.</TableCell>
                  <TableCell align="right">Valor</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {body.items.map((item, index) => (
                  <TableRow key={`${item.name}-${index}`} data-testid={`import-item-${index}`}>
                    <TableCell>
                      {item.name}{' '}
                      {item.importacaoExtra ? <Chip size="small" label={ADDED} data-testid="import-added" /> : null}
                    </TableCell>
                    <TableCell align="right">{item.quantity}</TableCell>
                    <TableCell align="right">{formatMoneyReais(Number(item.price ?? 0))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Table size="small" data-testid="import-payments">
              <TableHead>
                <TableRow>
                  <TableCell>Pagamento</TableCell>
                  <TableCell align="right">Valor</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {body.payments.map((payment, index) => (
                  <TableRow key={`${payment.name}-${index}`} data-testid={`import-payment-${index}`}>
                    <TableCell>
                      {payment.name}{' '}
                      {payment.descontoMarketplace ? (
                        <Chip size="small" label={ADDED} data-testid="import-added" />
                      ) : null}
                    </TableCell>
                    <TableCell align="right">{formatMoneyReais(Number(payment.value ?? 0))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {fee > 0 ? (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={include}
                    onChange={(event) => setIncludeFee(event.target.checked)}
                    slotProps={{ input: { 'data-testid': 'import-include-fee' } as object }}
                  />
                }
                label={`Incluir taxa de entrega (${formatMoneyReais(fee)})`}
              />
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={finalize.isPending}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          disabled={!body || finalize.isPending}
          onClick={() => finalize.mutate(include ? 'S' : 'N')}
          data-testid="import-confirm"
        >
          Confirmar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
