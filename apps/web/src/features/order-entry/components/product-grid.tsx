import Box from '@mui/material/Box';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MenuEntry } from '../model/menu-entry';
import { ProductTile, TILE_HEIGHT, TILE_WIDTH } from './product-tile';

const GAP_PX = 8;
/** Rows drawn above and below the visible ones, so a short scroll finds them ready. */
const OVERSCAN_ROWS = 2;
/** Without layout (jsdom, a grid not laid out yet) the grid counts as this big, so its first rows are drawn. */
const NO_LAYOUT_RECT: Rect = { width: 1000, height: 600 };

export interface GridTile {
  entry: MenuEntry;
  color: string;
}

interface Props {
  tiles: readonly GridTile[];
  onPick: (entry: MenuEntry) => void;
}

/** How many tiles of TILE_WIDTH fit side by side in `width` (at least one). */
export function tilesPerRow(width: number): number {
  return Math.max(1, Math.floor((width + GAP_PX) / (TILE_WIDTH + GAP_PX)));
}

/**
 * The product tiles in rows of fixed height, of which only the rows in view (plus 2) are drawn: a group of
 * thousands of products, or a name filter matching most of the menu, costs what one screen of tiles costs.
 * Tiles have a fixed size, so nothing is measured; the width decides how many go in a row.
 */
export function ProductGrid({ tiles, onPick }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(NO_LAYOUT_RECT.width);
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) =>
      observeElementRect(instance, (rect) => {
        const laidOut = rect.height > 0 && rect.width > 0 ? rect : NO_LAYOUT_RECT;
        setWidth(laidOut.width);
        cb(laidOut);
      }),
    [],
  );
  const perRow = tilesPerRow(width);
  // The app is not built with the React Compiler; the grid simply re-renders with its virtualizer.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: Math.ceil(tiles.length / perRow),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TILE_HEIGHT,
    gap: GAP_PX,
    overscan: OVERSCAN_ROWS,
    initialRect: NO_LAYOUT_RECT,
    observeElementRect: observeRect,
  });
  // Another group or filter starts at its first row.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [tiles]);

  return (
    <Box ref={scrollRef} sx={{ overflowY: 'auto', flexGrow: 1, minHeight: 0 }}>
      <div data-testid="product-grid" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              display: 'flex',
              gap: GAP_PX,
              transform: `translateY(${row.start}px)`,
            }}
          >
            {tiles.slice(row.index * perRow, (row.index + 1) * perRow).map(({ entry, color }) => (
              <ProductTile key={entry.id} entry={entry} color={color} onPick={onPick} />
            ))}
          </div>
        ))}
      </div>
    </Box>
  );
}
