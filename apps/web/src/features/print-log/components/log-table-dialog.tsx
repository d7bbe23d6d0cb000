import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { LogSearchField } from './log-search-field';

export interface LogTableDialogProps {
  title: string;
  /** The dialog's test id; the search field is `{testId}-search` without '-dialog', the empty row `...-empty`. */
  testPrefix: string;
  maxWidth: 'md' | 'lg';
  search: string;
  onSearch: (value: string) => void;
  fetching: boolean;
  /** The message shown when the list call failed, or null. */
  error: string | null;
  headers: ReactNode;
  columns: number;
  /** True when the list answered with no row. */
  empty: boolean;
  emptyText: string;
  onClose: () => void;
  /** The rows. */
  children: ReactNode;
  /** A dialog opened over this one (e.g. the ticket view). */
  overlay?: ReactNode;
}

/** The frame of the print and KDS logs: title with the order search, a sticky table, the empty row, Fechar. */
export function LogTableDialog(props: LogTableDialogProps) {
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth={props.maxWidth} data-testid={`${props.testPrefix}-dialog`}>
      <DialogTitle>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          {props.title}
          <LogSearchField value={props.search} onChange={props.onSearch} testId={`${props.testPrefix}-search`} />
        </Stack>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {props.fetching ? <LinearProgress /> : null}
        {props.error ? <Alert severity="error">{props.error}</Alert> : null}
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>{props.headers}</TableRow>
          </TableHead>
          <TableBody>
            {props.children}
            {props.empty ? (
              <TableRow>
                <TableCell colSpan={props.columns} align="center" data-testid={`${props.testPrefix}-empty`}>
                  {props.emptyText}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{MSG.CLOSE}</Button>
      </DialogActions>
      {props.overlay}
    </Dialog>
  );
}
