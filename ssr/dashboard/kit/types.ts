/**
 * The field definition of the editor form-field kit: one shape for every dashboard
 * form and the page editor (spec section 3, "Editor form-field kit"). A form is a
 * list of definitions; values live in one flat map keyed by each field's `key`, so
 * layout fields (group, tabs, steps, columns) own no value of their own.
 */
import type { CSSProperties } from 'react';

/** Every field type the spec names; the registry says which are built. */
export type FieldType =
  | 'group' | 'steps' | 'toggle' | 'tabs' | 'columns' | 'title' | 'description' | 'content'
  | 'boolean' | 'button' | 'checkbox' | 'code_editor' | 'dashboard_color_palette' | 'color_selector'
  | 'flexible' | 'icons' | 'image' | 'file' | 'password' | 'radio' | 'importer_table'
  | 'radio_buttons' | 'select_prefill' | 'editor' | 'menu' | 'form' | 'partial' | 'select'
  | 'submit_link' | 'text' | 'hidden' | 'textarea' | 'text_editor' | 'category_connections'
  | 'url' | 'html' | 'dashboard_nuxt_link' | 'dashboard_accordion' | 'multiselect' | 'otp_code';

export type FormValues = Record<string, unknown>;

/** Server errors: field key to Dutch messages (`{"errors": {"field": ["..."]}}`). */
export type FieldErrors = Record<string, string[]>;

/**
 * When a field (tab, step) is shown: equality on a form value (`value` may list
 * several accepted values) or a function of the values.
 */
export type Conditional = { key: string; value: unknown } | ((values: FormValues) => boolean);

export interface FieldOption {
  value?: unknown;
  label?: string;
  title?: string;
  image?: { src: string };
  class?: string;
  style?: CSSProperties;
  /** Options fetched from the API keep their own keys (see track_by, label_key). */
  [key: string]: unknown;
}

/** Loads a select's options; `search` is what the owner typed when `fetch` is true. */
export type OptionsLoader = (context: { values: FormValues; search: string }) => Promise<FieldOption[]>;

/** What a field's, tab's or step's `function` receives. */
export interface FieldFunctionContext {
  values: FormValues;
  setValue(key: string, value: unknown): void;
  /** Set when a wizard moves: towards a later or an earlier step. */
  direction?: 'forward' | 'back';
}

/**
 * Runs on a change of the field, or before a wizard leaves its step / tabs leave
 * their tab. A step's function returning false keeps the wizard where it is.
 */
export type FieldFunction = (context: FieldFunctionContext) => void | boolean | Promise<void | boolean>;

export interface UploadSettings {
  maxFiles?: number;
  isPrivate?: boolean;
  setPath?: string;
  maintainTransparency?: boolean;
  backgroundColor?: string;
  maxWidth?: number;
  maxHeight?: number;
  /** image, file: the value's shape when the field starts empty (default items). */
  valueFormat?: 'items' | 'string' | 'array';
}

export type ProgressPosition = 'top' | 'left' | 'hidden';
/** `between`: previous on the left, next on the right. */
export type NavigationPosition = 'hidden' | 'center' | 'between';

export interface WizardSettings {
  progress?: ProgressPosition;
  navigation_top?: NavigationPosition;
  navigation_bottom?: NavigationPosition;
  hide_previous?: boolean;
  hide_next?: boolean;
}

export interface CodeEditorSettings {
  language?: 'html' | 'css' | 'javascript';
}

/** flexible: the repeater's options (spec 001 section 3). */
export interface FlexibleSettings {
  disable_add?: boolean;
  disable_drag?: boolean;
  disable_actions?: boolean;
  /** Every row open; none is picked. */
  disable_active?: boolean;
  open_new_item?: boolean;
  should_row_clickable?: boolean;
  align_add?: 'left' | 'center' | 'right';
  /** Milliseconds a pointer is held before a drag starts (default 100). */
  draggable_delay?: number;
  /** The row open at first: its index or key. */
  selected_item?: number | string;
}

export interface ColorSettings {
  /** color_selector: false stores 'r, g, b' without an alpha slider (default true: 'r, g, b, a'). */
  alpha?: boolean;
}

/** Settings of the kit's dashboard and owner-API fields (docs/form-field-kit.md). */
export interface OwnerFieldSettings {
  /** dashboard_nuxt_link: the dashboard path to open (a getter may compute it instead). */
  to?: string;
  /** dashboard_color_palette: store the colour's palette key instead of its 'r, g, b, a'. */
  store?: 'key' | 'value';
  /** dashboard_accordion: several panels may be open at once. */
  multiple?: boolean;
  /** dashboard_accordion (spec 001 §4): opening a panel leaves the others open. */
  closeOnSelfClick?: boolean;
  /** select_prefill: what it picks from ('products' default, or 'categories'). */
  source?: 'products' | 'categories';
  /** select_prefill with multiple: also offer a category, a limit and the filters switch. */
  selection?: boolean;
}

/** The properties every field type shares (the spec's list, in its order). */
export interface FieldBase {
  title?: string;
  key?: string;
  identifier?: string;
  unique_identifier?: string;
  class?: string;
  id?: string;
  align?: 'center';
  hide_title?: boolean;
  placeholder?: string;
  options?: FieldOption[];
  multiselect?: boolean;
  multiple?: boolean;
  taggable?: boolean;
  /** Which key of an option is its stored value (default `value`). */
  track_by?: string;
  /** Which key of an option is its label (default `label`, then `title`). */
  label_key?: string;
  disabled?: boolean | ((values: FormValues) => boolean);
  /** Shows a value derived from the form instead of `values[key]` (read-only use). */
  getter?: (values: FormValues) => unknown;
  function?: FieldFunction;
  /** otp_code: number of digits (default 6). */
  length?: number;
  fetchOptions?: OptionsLoader;
  /** Name of a loader registered with registerOptionsLoader (definitions kept as JSON). */
  fetchFunction?: string;
  /** Reload options while the owner types (the loader filters); otherwise filter locally. */
  fetch?: boolean;
  conditional?: Conditional;
  true_value?: unknown;
  false_value?: unknown;
  /** flexible: the repeater's layouts, each with its fields and dynamic_title. */
  layouts?: Record<string, { title?: string; fields: FieldDefinition[]; dynamic_title?: string }>;
  /** group: collapsible, starting open ('1'/true) or closed ('0'/false). */
  default_open?: boolean | '1' | '0';
  /** Additions to the spec's list (DESIGN.md): a required mark and help text below. */
  required?: boolean;
  help?: string;
}

export interface TabDefinition {
  title: string;
  id?: string;
  class?: string;
  fields: FieldDefinition[];
  conditional?: Conditional;
  function?: FieldFunction;
}

export interface StepDefinition {
  key: string;
  title: string;
  description?: string;
  fields: FieldDefinition[];
  conditional?: Conditional;
  function?: FieldFunction;
}

export interface ColumnDefinition {
  id?: string;
  class?: string;
  fields: FieldDefinition[];
}

export interface TabsField extends FieldBase {
  type: 'tabs';
  fields: TabDefinition[];
}

export interface StepsField extends FieldBase {
  type: 'steps';
  fields: StepDefinition[];
  settings?: WizardSettings;
}

export interface ColumnsField extends FieldBase {
  type: 'columns';
  columns: ColumnDefinition[];
}

export interface ValueField extends FieldBase {
  type: Exclude<FieldType, 'tabs' | 'steps' | 'columns'>;
  /** group: its fields. */
  fields?: FieldDefinition[];
  /** checkbox, radio_buttons: options per row. */
  columns?: number;
  settings?: UploadSettings & CodeEditorSettings & ColorSettings & OwnerFieldSettings & FlexibleSettings;
}

/** One union keyed on `type`: the layouts carry their own children. */
export type FieldDefinition = TabsField | StepsField | ColumnsField | ValueField;

/** The definition a field of type T has. */
export type FieldOfType<T extends FieldType> = T extends 'tabs'
  ? TabsField
  : T extends 'steps'
    ? StepsField
    : T extends 'columns'
      ? ColumnsField
      : ValueField;

/** A colour of the project palette (project styles' `colors`), value 'r, g, b, a'. */
export interface PaletteColor {
  label: string;
  value: string;
  key?: string;
  group?: 'primary' | 'secondary' | 'contrast' | 'gray' | 'text';
}
