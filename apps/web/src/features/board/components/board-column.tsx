import type { TOrder } from '@brasa/contracts';
import { MSG, ORDER_STATUS_LABELS, type OrderStatus } from '@brasa/domain';
import { useDroppable, type UniqueIdentifier } from '@dnd-kit/core';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import {
  defaultRangeExtractor,
  elementScroll,
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { memo, useCallback, useMemo, useRef, useState, type ElementType, type ReactNode } from 'react';
import { INITIAL_CARDS_PER_COLUMN, MORE_CARDS_STEP } from '../model/board-columns';
import { OrderCard } from './order-card';

/** A delivery card with an address line; cards are measured once drawn, this only places the first ones. */
const CARD_ESTIMATE_PX = 132;
const CARD_GAP_PX = 8;
/** Cards drawn above and below the visible ones, so a short scroll or a Tab finds them ready. */
const OVERSCAN_CARDS = 3;
/** Without layout (jsdom, a column not laid out yet) a column counts as this tall, so its first cards are drawn. */
const NO_LAYOUT_RECT: Rect = { width: 260, height: 900 };

/**
 * The column's height from a ResizeObserver only, read when it reports (after a layout), not synchronously
 * as the list mounts: that read forced a layout in the middle of the board's first commit. Until then the
 * column counts as `NO_LAYOUT_RECT` (the virtualizer's initial rect). Without ResizeObserver (jsdom) the
 * library's observer (which reads at once) is used.
 */
const observeColumnRect = (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) => {
  const element = instance.scrollElement;
  const view = instance.targetWindow;
  const report = (rect: Rect) => cb(rect.height > 0 ? rect : NO_LAYOUT_RECT);
  if (!element || !view?.ResizeObserver) return observeElementRect(instance, report);
  const observer = new view.ResizeObserver(() => report({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
};
/** The virtualizers whose first scroll write (made as they mount) has passed. */
const hasWrittenScroll = new WeakSet<Virtualizer<HTMLDivElement, Element>>();
/**
 * A new list sits at its top: the virtualizer's first write as it mounts, to offset 0, would change nothing but
 * force a layout in the middle of the board's first commit (85 ms in a boot profile). Every later write goes
 * through.
 */
const scrollColumn = (
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
) => {
  const isFirst = !hasWrittenScroll.has(instance);
  hasWrittenScroll.add(instance);
  if (isFirst && offset + (options.adjustments ?? 0) === 0) return;
  elementScroll(offset, options, instance);
};
/**
 * A card is measured by the ResizeObserver the virtualizer puts on it (its entry comes after the layout),
 * not when its element is attached: reading its height there forced a layout per commit. Until then it
 * keeps its last size or the estimate; a card measured at 0 px has no layout yet and keeps its estimate too.
 */
const measureCard = (
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
) => {
  // The element's own window: the virtualizer's `targetWindow` is not set yet at the first cards' attach, and a
  // height read there forced a layout per card in the middle of the board's first commit (33 ms in a boot profile).
  if (!entry && element.ownerDocument.defaultView?.ResizeObserver) {
    const key = instance.options.getItemKey(instance.indexFromElement(element));
    return instance.itemSizeCache.get(key) ?? CARD_ESTIMATE_PX;
  }
  return measureElement(element, entry, instance) || CARD_ESTIMATE_PX;
};

// The column's styles are made once here, not from `sx` objects and a Stack resolved on every render.
const ColumnPaper = styled(Paper, { shouldForwardProp: (prop) => prop !== 'isOver' })<{
  isOver: boolean;
  component: ElementType;
}>(({ theme, isOver }) => ({
  flex: '1 0 200px',
  minWidth: 200,
  maxWidth: 420,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  backgroundColor: isOver ? theme.palette.action.selected : theme.palette.background.default,
  borderColor: isOver ? theme.palette.primary.main : theme.palette.divider,
  transition: 'background-color 120ms, border-color 120ms',
}));
// The title never gives way to the icons (at 1366 px 'Confirmado' lost its last letter to them): on a narrower
// column the icons wrap under it instead.
const ColumnHeader = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: theme.spacing(0.5),
  padding: theme.spacing(0.75, 1),
  minHeight: 44,
  borderBottom: `1px solid ${theme.palette.divider}`,
}));
const Spacer = styled('div')({ flexGrow: 1 });
const HeaderExtras = styled('div')(({ theme }) => ({
  display: 'flex',
  flexShrink: 0,
  '& .MuiIconButton-root': { padding: theme.spacing(0.25) },
}));
const CardList = styled('div')(({ theme }) => ({
  padding: theme.spacing(0, 1),
  overflowY: 'auto',
  flex: 1,
  minHeight: 120,
}));
const SHOW_MORE = { mb: 1 } as const;

interface Props {
  status: OrderStatus;
  orders: TOrder[];
  awaitingPickupEnabled: boolean;
  /** The card being dragged: kept drawn while its column scrolls, so the drag never loses its source. */
  draggedId?: UniqueIdentifier | null;
  headerExtras?: ReactNode;
  onOpen: (order: TOrder) => void;
  onMove: (order: TOrder, to: OrderStatus) => void;
}

/**
 * One status list of the board: a drop target with its label and count (of all its orders) and the cards
 * 'Mostrar mais' has let in (doc 2 §2.1). Only the cards in view (plus a few) are drawn: the list is
 * virtualized, and the whole column stays the drop target.
 */
export const BoardColumn = memo(function BoardColumn(props: Props) {
  const { status, orders, awaitingPickupEnabled, draggedId, headerExtras, onOpen, onMove } = props;
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const [shown, setShown] = useState(INITIAL_CARDS_PER_COLUMN);
  const listRef = useRef<HTMLDivElement>(null);
  const cards = useMemo(() => orders.slice(0, shown), [orders, shown]);
  const draggedIndex = draggedId == null ? -1 : cards.findIndex((order) => order.id === draggedId);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (draggedIndex < 0 || indexes.includes(draggedIndex)) return indexes;
      return [...indexes, draggedIndex].sort((a, b) => a - b);
    },
    [draggedIndex],
  );
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => CARD_ESTIMATE_PX,
    getItemKey: (index) => cards[index]?.id ?? index,
    gap: CARD_GAP_PX,
    paddingStart: CARD_GAP_PX,
    paddingEnd: CARD_GAP_PX,
    overscan: OVERSCAN_CARDS,
    initialRect: NO_LAYOUT_RECT,
    observeElementRect: observeColumnRect,
    scrollToFn: scrollColumn,
    measureElement: measureCard,
    rangeExtractor,
  });
  const label = ORDER_STATUS_LABELS[status];
  return (
    <ColumnPaper
      ref={setNodeRef}
      component="section"
      aria-label={label}
      variant="outlined"
      data-testid={`board-column-${status}`}
      isOver={isOver}
    >
      <ColumnHeader>
        {/* Plain elements with the board's classes (OrderCardStyles in order-card-content.tsx). */}
        <h2 className="bc-column-title">{label}</h2>
        <span className="bc-chip bc-chip--count" data-testid={`board-column-count-${status}`}>
          {orders.length}
        </span>
        <Spacer />
        <HeaderExtras>{headerExtras}</HeaderExtras>
      </ColumnHeader>
      <CardList ref={listRef}>
        <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const order = cards[row.index]!;
            return (
              <div
                key={row.key}
                ref={virtualizer.measureElement}
                data-index={row.index}
                style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${row.start}px)` }}
              >
                <OrderCard
                  order={order}
                  awaitingPickupEnabled={awaitingPickupEnabled}
                  onOpen={onOpen}
                  onMove={onMove}
                />
              </div>
            );
          })}
        </div>
        {orders.length > shown ? (
          <Button
            size="small"
            fullWidth
            onClick={() => setShown((current) => current + MORE_CARDS_STEP)}
            sx={SHOW_MORE}
            data-testid={`board-column-show-more-${status}`}
          >
            {MSG.SHOW_MORE}
          </Button>
        ) : null}
      </CardList>
    </ColumnPaper>
  );
});
