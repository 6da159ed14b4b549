/**
 * THE list of block types: one line per block, exported under its type (the name of
 * shared-schema/blocks/<type>.schema.json). Keep it sorted.
 */
export { default as accordion } from '../blocks/accordion/index.tsx';
export { default as addtocart } from '../blocks/addtocart/index.tsx';
export { default as button } from '../blocks/button/index.tsx';
export { default as columns } from '../blocks/columns/index.tsx';
export { default as conditional } from '../blocks/conditional/index.tsx';
export { default as customcode } from '../blocks/customcode/index.tsx';
export { default as embed } from '../blocks/embed/index.tsx';
export { default as form } from '../blocks/form/index.tsx';
export { default as gallery } from '../blocks/gallery/index.tsx';
export { default as grid } from '../blocks/grid/index.tsx';
export { default as image } from '../blocks/image/index.tsx';
export { default as productcategories } from '../blocks/productcategories/index.tsx';
export { default as products } from '../blocks/products/index.tsx';
export { default as review } from '../blocks/review/index.tsx';
export { default as savedcontent } from '../blocks/savedcontent/index.tsx';
export { default as slider } from '../blocks/slider/index.tsx';
export { default as text } from '../blocks/text/index.tsx';
export { default as threedmodel } from '../blocks/threedmodel/index.tsx';
