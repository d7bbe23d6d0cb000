import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

/**
 * The drawer's tooltips only speak when it is collapsed (icons without labels). An open drawer renders its
 * items bare: a MUI Tooltip with an empty title still runs its hooks and slots on every item, a measurable
 * part of the frame's first render at boot (bench/board-paint.bench.ts).
 */
export function CollapsedTooltip({
  title,
  isCollapsed,
  children,
}: {
  title: string;
  isCollapsed: boolean;
  children: ReactElement;
}) {
  if (!isCollapsed) return children;
  return (
    <Tooltip title={title} placement="right">
      {children}
    </Tooltip>
  );
}
