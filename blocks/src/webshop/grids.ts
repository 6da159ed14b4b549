/**
 * The webshop's card grids (spec: product grid 3 or 4 columns, category grid 2, 3 or
 * 4): one column on small phones, two from 640 px (tablets), the chosen count from
 * 1190 px. The products and productcategories blocks get the same classes from their
 * schema's `columns` field (a test keeps both equal); sections and islands, which do
 * not load the schemas, use these.
 */
export type GridColumns = 2 | 3 | 4;

// Written out so Tailwind finds every class in the source.
const COLUMNS: Record<GridColumns, string> = {
  2: 'grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-2',
  3: 'grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
};

/** The gap between cards of every webshop grid. */
export const GRID_GAP = 'gap-6';

export function gridColumnsClass(columns: GridColumns): string {
  return COLUMNS[columns];
}

/** `sizes` of a card image in a grid of `columns` (full width on phones). */
export function cardImageSizes(columns: GridColumns): string {
  return `(min-width: 1190px) ${Math.ceil(100 / columns)}vw, (min-width: 640px) 50vw, 100vw`;
}
