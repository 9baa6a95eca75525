// Cards of different heights in columns, the way the catalogue's lists lay them out (spec §2, §9).
// Item i goes to column i mod n, so the first row reads left to right. The column count follows the
// window width: the smallest breakpoint at or above the width wins, otherwise `default`.
import { useSyncExternalStore, type ReactNode } from 'react';
import classes from './masonry-grid.module.css';

/** Column counts: `default`, and for each maximum width in px the count at or below it. */
export type MasonryColumns = { default: number } & { [maxWidth: number]: number };

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export function columnCountFor(columns: MasonryColumns, width: number): number {
  const widths = Object.keys(columns)
    .filter((key) => key !== 'default')
    .map(Number)
    .sort((a, b) => a - b);
  const fitting = widths.find((maxWidth) => width <= maxWidth);
  return fitting === undefined ? columns.default : columns[fitting]!;
}

function useColumnCount(columns: MasonryColumns) {
  return useSyncExternalStore(subscribe, () => columnCountFor(columns, window.innerWidth));
}

export interface MasonryGridProps {
  columns: MasonryColumns;
  /** Each child is one cell, keyed by the caller. */
  items: Array<{ key: string; node: ReactNode }>;
  label: string;
  /** My Recipes (spec §2): a single card takes the whole row instead of one column of it. */
  singleItemFillsRow?: boolean;
}

export function MasonryGrid({ columns, items, label, singleItemFillsRow = false }: MasonryGridProps) {
  const fitting = useColumnCount(columns);
  // Empty columns stay, so a short list keeps the card width of a long one.
  const count = singleItemFillsRow && items.length === 1 ? 1 : Math.max(1, fitting);
  const stacks: Array<typeof items> = Array.from({ length: count }, () => []);
  items.forEach((item, index) => stacks[index % count]!.push(item));
  return (
    <div className={classes.grid} role="list" aria-label={label} data-columns={count}>
      {stacks.map((stack, column) => (
        <div key={column} className={classes.column}>
          {stack.map((item) => (
            <div key={item.key} role="listitem">
              {item.node}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
