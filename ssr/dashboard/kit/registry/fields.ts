/**
 * THE list of built field types: one line per type, exported under its `type`.
 * Keep it sorted. Types of FieldType missing here render nothing.
 */
export { dashboard_accordion } from '../fields/accordion/index.tsx';
export { button } from '../fields/action/index.tsx';
export { dashboard_nuxt_link } from '../fields/action/index.tsx';
export { submit_link } from '../fields/action/index.tsx';
export { boolean, toggle } from '../fields/boolean/index.tsx';
export { category_connections } from '../fields/category/index.tsx';
export { checkbox } from '../fields/checkbox/index.tsx';
export { code_editor } from '../fields/code/index.tsx';
export { html } from '../fields/code/index.tsx';
export { color_selector } from '../fields/color/index.tsx';
export { columns } from '../fields/columns/index.tsx';
export { content, description, title } from '../fields/display/index.tsx';
export { file, image } from '../fields/upload/index.tsx';
export { flexible } from '../fields/flexible/index.tsx';
export { group } from '../fields/group/index.tsx';
export { icons } from '../fields/icons/index.tsx';
export { importer_table } from '../fields/importer/index.tsx';
export { otp_code } from '../fields/otp/index.tsx';
export { select_prefill } from '../fields/owner/SelectPrefill.tsx';
export { form } from '../fields/owner/index.tsx';
export { menu } from '../fields/owner/index.tsx';
export { partial } from '../fields/owner/index.tsx';
export { dashboard_color_palette } from '../fields/palette/index.tsx';
export { radio, radio_buttons } from '../fields/radio/index.tsx';
export { editor, text_editor } from '../fields/richtext/index.tsx';
export { multiselect, select } from '../fields/select/index.tsx';
export { steps } from '../fields/steps/index.tsx';
export { tabs } from '../fields/tabs/index.tsx';
export { hidden, password, text, textarea, url } from '../fields/text/index.tsx';
