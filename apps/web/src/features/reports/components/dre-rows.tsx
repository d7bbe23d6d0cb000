import type { TDreGroup, TDreSection } from '@brasa/contracts';
import { DRE_PREFIX, type DreClassification, formatMoneyReais } from '@brasa/domain';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

/** doc 4 §2: negative red, positive green, zero dimmed. */
const valueColor = (valor: number) => (valor < 0 ? 'error.main' : valor > 0 ? 'success.main' : 'text.disabled');

interface RowProps {
  label: ReactNode;
  valor: number;
  depth: number;
  bold?: boolean;
  tooltip?: string;
  children?: () => ReactNode;
  testId?: string;
}

/** One line of the statement; a non-zero line with children expands (zero lines are dimmed and not expandable). */
export function DreRow({ label, valor, depth, bold, tooltip, children, testId }: RowProps) {
  const [open, setOpen] = useState(false);
  const expandable = !!children && valor !== 0;
  const line = (
    <Box
      data-testid={testId}
      role={expandable ? 'button' : undefined}
      aria-expanded={expandable ? open : undefined}
      onClick={expandable ? () => setOpen((v) => !v) : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        pl: 1 + depth * 2.5,
        pr: 1,
        cursor: expandable ? 'pointer' : 'default',
        opacity: valor === 0 ? 0.45 : 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:hover': expandable ? { bgcolor: 'action.hover' } : undefined,
      }}
    >
      <Box sx={{ width: 24, display: 'flex' }}>
        {expandable ? open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" /> : null}
      </Box>
      <Typography variant="body2" sx={{ flex: 1, fontWeight: bold ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: bold ? 700 : 400, color: valueColor(valor) }}>
        {formatMoneyReais(valor)}
      </Typography>
    </Box>
  );
  return (
    <>
      {tooltip ? (
        <Tooltip title={tooltip} placement="top-start">
          {line}
        </Tooltip>
      ) : (
        line
      )}
      {open && children?.()}
    </>
  );
}

const prefixed = (classificacao: string, text: string) =>
  `${DRE_PREFIX[classificacao as DreClassification] ?? ''} ${text}`.trim();

function GroupRows({ group }: { group: TDreGroup }) {
  return (
    <DreRow label={prefixed(group.classificacao, group.descricao)} valor={group.valor} depth={1}>
      {() =>
        group.operacoes.map((op) => (
          <DreRow key={op.descricao} label={op.descricao} valor={op.valor} depth={2}>
            {() =>
              op.movimentacoes.map((m) => (
                <DreRow key={m.descricaoMovimentacao} label={m.descricaoMovimentacao} valor={m.valor} depth={3} />
              ))
            }
          </DreRow>
        ))
      }
    </DreRow>
  );
}

/** A section (Receitas, Custos, Despesas, Outros), its groups and its subtotal row. */
export function DreSectionRows(props: {
  section: TDreSection;
  tooltip: string;
  subtotalLabel: string;
  subtotal: number;
  subtotalTooltip: string;
  testId: string;
}) {
  const { section } = props;
  return (
    <Box data-testid={props.testId} sx={{ mb: 2 }}>
      <DreRow label={section.descricao} valor={section.valor} depth={0} bold tooltip={props.tooltip}>
        {() => section.grupos.map((g) => <GroupRows key={`${g.classificacao}-${g.descricao}`} group={g} />)}
      </DreRow>
      <DreRow
        label={props.subtotalLabel}
        valor={props.subtotal}
        depth={0}
        bold
        tooltip={props.subtotalTooltip}
        testId={`${props.testId}-subtotal`}
      />
    </Box>
  );
}
