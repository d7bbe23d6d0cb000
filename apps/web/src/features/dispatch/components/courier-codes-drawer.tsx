import { MSG, courierBarcode } from '@brasa/domain';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { Courier } from '../../../shared/order-move/courier-queries';
import { printHtml } from '../../../shared/print/print-html';
import { courierCodesPrintHtml, type CourierCodeLabel } from '../model/courier-codes-print';
import { ean13Svg } from './barcode-svg';

const TEXTS = { PRINT_ALL: 'Imprimir todos', PRINT: 'Imprimir', NONE: 'Nenhum entregador cadastrado' } as const;

/** Each active courier's EAN-13 (99 + id), drawn once the encoder loaded. */
function useCourierLabels(couriers: readonly Courier[]): CourierCodeLabel[] | null {
  const [labels, setLabels] = useState<CourierCodeLabel[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    void Promise.all(
      couriers.map(async (courier) => {
        const code = courierBarcode(courier.id);
        return { name: courier.nome, code, svg: await ean13Svg(code) };
      }),
    ).then(
      (result) => !cancelled && setLabels(result),
      () => !cancelled && setLabels([]),
    );
    return () => {
      cancelled = true;
    };
  }, [couriers]);
  return labels;
}

/** The side drawer 'Códigos entregadores' of the dispatch tab on wide screens (doc 4 §2). */
export function CourierCodesDrawer({ couriers }: { couriers: readonly Courier[] }) {
  const labels = useCourierLabels(couriers);
  const print = (list: readonly CourierCodeLabel[]) =>
    printHtml(courierCodesPrintHtml(MSG.COURIER_CODES, list), 'courier-codes-print-frame');
  return (
    <Paper variant="outlined" sx={{ width: 300, flexShrink: 0, p: 1.5, overflowY: 'auto' }} data-testid="courier-codes">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {MSG.COURIER_CODES}
        </Typography>
        <Button
          size="small"
          startIcon={<PrintIcon />}
          disabled={!labels || labels.length === 0}
          onClick={() => labels && print(labels)}
          data-testid="courier-codes-print-all"
        >
          {TEXTS.PRINT_ALL}
        </Button>
      </Box>
      {labels === null ? <CircularProgress size={24} /> : null}
      {labels?.length === 0 ? <Typography color="text.secondary">{TEXTS.NONE}</Typography> : null}
      <List dense disablePadding>
        {labels?.map((label) => (
          <ListItem
            key={label.code}
            disableGutters
            divider
            data-testid={`courier-code-${label.code}`}
            secondaryAction={
              <IconButton aria-label={TEXTS.PRINT} onClick={() => print([label])} size="small">
                <PrintIcon fontSize="small" />
              </IconButton>
            }
          >
            <Box sx={{ width: '100%', pr: 4 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {label.name}
              </Typography>
              <Box
                sx={{ '& svg': { width: '100%', height: 'auto', maxHeight: 70 } }}
                dangerouslySetInnerHTML={{ __html: label.svg }}
              />
            </Box>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
