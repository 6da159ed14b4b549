/**
 * THE list of built field types: one line per type, exported under its `type`.
 * Keep it sorted. Types of FieldType missing here render nothing.
 */
export { boolean, toggle } from '../fields/boolean/index.tsx';
export { checkbox } from '../fields/checkbox/index.tsx';
export { content, description, title } from '../fields/display/index.tsx';
export { radio, radio_buttons } from '../fields/radio/index.tsx';
export { multiselect, select } from '../fields/select/index.tsx';
export { hidden, password, text, textarea, url } from '../fields/text/index.tsx';
