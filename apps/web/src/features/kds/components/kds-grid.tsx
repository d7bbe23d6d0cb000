import Box from '@mui/material/Box';
import {
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { KdsBulkAction, KdsChange } from '../api/kds-mutations';
import type { KdsCard as KdsCardModel } from '../model/kds-view';
import { KdsCard } from './kds-card';

/** Cards are at least this wide: two at 800 px, three at 1280 px, five at 1920 px. */
const CARD_MIN_WIDTH_PX = 360;
const GAP_PX = 12;
const ROW_ESTIMATE_PX = 420;
/** Without layout (jsdom, not laid out yet) the grid counts as a 1280×900 screen, so its first rows are drawn. */
const NO_LAYOUT_RECT: Rect = { width: 1280, height: 900 };

const observeGridRect = (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : NO_LAYOUT_RECT));
const measureRow = (
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
) => measureElement(element, entry, instance) || ROW_ESTIMATE_PX;

/** The element's content width, followed on resize (the column count). */
function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(NO_LAYOUT_RECT.width);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const read = () => {
      // minus the 12 px padding on each side
      if (element.clientWidth > 0) setWidth(element.clientWidth - 24);
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

interface Props {
  cards: KdsCardModel[];
  grouped: boolean;
  busyKeys: ReadonlySet<string>;
  onMove: (changes: KdsChange[], acao?: KdsBulkAction) => void;
}

/**
 * The cards in rows of as many columns as fit; only the rows in view (plus 2) are drawn, so 1,000 entries
 * cost one screen (doc 3 §9: the list holds up to 1,000).
 */
export function KdsGrid({ cards, grouped, busyKeys, onMove }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollRef);
  const columns = Math.max(1, Math.floor((width + GAP_PX) / (CARD_MIN_WIDTH_PX + GAP_PX)));
  const rows = useMemo(() => {
    const out: KdsCardModel[][] = [];
    for (let i = 0; i < cards.length; i += columns) out.push(cards.slice(i, i + columns));
    return out;
  }, [cards, columns]);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 2,
    initialRect: NO_LAYOUT_RECT,
    observeElementRect: observeGridRect,
    measureElement: measureRow,
    getItemKey: (index) => rows[index]?.map((card) => card.key).join('|') ?? index,
  });

  return (
    <Box ref={scrollRef} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 1.5, pb: 2 }} data-testid="kds-grid">
      <Box sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <Box
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              transform: `translateY(${row.start}px)`,
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: `${GAP_PX}px`,
              pb: `${GAP_PX}px`,
              alignItems: 'start',
            }}
          >
            {rows[row.index]!.map((card) => (
              <KdsCard key={card.key} card={card} grouped={grouped} busyKeys={busyKeys} onMove={onMove} />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
