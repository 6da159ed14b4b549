/**
 * THE list of block types: one line per block, exported under its type (the name of
 * shared-schema/blocks/<type>.schema.json). Keep it sorted.
 */
export { default as accordion } from '../blocks/accordion/index.tsx';
export { default as button } from '../blocks/button/index.tsx';
export { default as columns } from '../blocks/columns/index.tsx';
export { default as conditional } from '../blocks/conditional/index.tsx';
export { default as form } from '../blocks/form/index.tsx';
export { default as gallery } from '../blocks/gallery/index.tsx';
export { default as grid } from '../blocks/grid/index.tsx';
export { default as image } from '../blocks/image/index.tsx';
export { default as review } from '../blocks/review/index.tsx';
export { default as slider } from '../blocks/slider/index.tsx';
export { default as text } from '../blocks/text/index.tsx';
export { default as threedmodel } from '../blocks/threedmodel/index.tsx';
