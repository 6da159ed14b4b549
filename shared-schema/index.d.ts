// Types of index.js. Per-template meta and per-block props types are generated into
// generated/types.d.ts (run `npm run generate -w shared-schema`).
import type {
  BlockPropsMap, BlockType, Breakpoint, OptionSetValues, ResponsiveValue, RichTextDocument, SectionMetaMap,
  SectionTemplateId, StyleSettings,
} from './generated/types.js';

export * from './generated/types.js';

export type JsonSchema = Record<string, any>;
export type FieldGroup = 'content' | 'layout' | 'global';
export type FieldType =
  | 'text' | 'textarea' | 'boolean' | 'image' | 'select' | 'menu' | 'form' | 'partial'
  | 'dashboard_color_palette' | 'editor' | 'code_editor' | (string & {});

export interface FieldOption {
  value: string;
  label: string;
  group?: string;
  class?: string;
  /** columns layouts: number of slots and their width classes */
  slots?: number;
  slot_classes?: string[];
}

export interface FieldSettings { maxFiles?: number; maxWidth?: number; maxHeight?: number }

export interface FieldDefinition {
  key: string;
  title: string;
  group: FieldGroup;
  type: FieldType;
  default: unknown;
  options?: FieldOption[];
  /** name of the option set, when the options come from one */
  optionSet?: keyof OptionSetValues;
  settings?: FieldSettings;
  /** only a developer may store a non-empty value */
  developer?: boolean;
  placeholder?: string;
  /** class templates ("bg-{value}") or a value -> classes map */
  classes?: string[] | Record<string, string[]>;
  description?: string;
  /** the field may hold a per-breakpoint value (definitions/responsive.schema.json) */
  responsive?: boolean;
}

/** 'base' (below 640 px) or a breakpoint key. */
export type BreakpointKey = 'base' | Breakpoint;
export interface BreakpointEntry { value: BreakpointKey; min_width: number; label: string }

export interface CatalogueEntry {
  id: string;
  title: string;
  description: string;
  groups?: string[];
  disabled?: boolean;
  is_template?: boolean;
  accepts_blocks?: boolean;
  variants?: Array<{ value: string; label: string }>;
  slots?: string[];
  slot_pattern?: string;
  developer?: boolean;
  defaults: Record<string, unknown>;
}

export interface OptionSetSchema { title: string; enum?: string[]; 'x-options': FieldOption[]; [k: string]: any }

export declare const sectionSchemas: Record<SectionTemplateId, JsonSchema>;
export declare const blockSchemas: Record<BlockType, JsonSchema>;
export declare const styleSchema: JsonSchema;
export declare const richTextSchema: JsonSchema;
export declare const imageSchema: JsonSchema;
export declare const optionSets: { [K in keyof OptionSetValues]: OptionSetSchema };
export declare const schemaDefinitions: Record<'fields' | 'options' | 'responsive' | 'richtext' | 'image' | 'style', JsonSchema>;
/** Base first, then 640, 768, 1190, 1340, 1600 with their Dutch labels. */
export declare const breakpoints: readonly BreakpointEntry[];
export declare const BREAKPOINT_KEYS: readonly Breakpoint[];

/** A field value that may be per breakpoint: the plain value or {base, 640?, ...}. */
export type MaybeResponsive<T = unknown> = T | ResponsiveValue<T>;
export declare function isResponsiveValue<T>(value: MaybeResponsive<T> | unknown): value is ResponsiveValue<T>;
export declare function baseValue<T>(value: MaybeResponsive<T>): T;
/** The value in effect at a breakpoint (its own, else the nearest smaller one's, else the base). */
export declare function breakpointValue<T>(value: MaybeResponsive<T>, breakpoint: BreakpointKey): T;
/** The value set at exactly this breakpoint, or undefined. */
export declare function ownBreakpointValue<T>(value: MaybeResponsive<T>, breakpoint: BreakpointKey): T | undefined;
/** A new value with `next` at the breakpoint ('' removes it); plain again when only the base is left. */
export declare function setBreakpointValue<T>(value: MaybeResponsive<T>, breakpoint: BreakpointKey, next: T | '' | undefined): MaybeResponsive<T>;
export declare function compactResponsive<T>(value: MaybeResponsive<T>): MaybeResponsive<T>;
export declare function breakpointEntries<T>(value: MaybeResponsive<T>): Array<[Breakpoint, T]>;

export declare function optionSetName(ref: string | undefined): string | undefined;
export declare function sectionCatalogue(): CatalogueEntry[];
export declare function blockCatalogue(): CatalogueEntry[];
export declare function sectionDefaults<K extends SectionTemplateId>(id: K): Required<SectionMetaMap[K]>;
export declare function blockDefaults<K extends BlockType>(type: K): Required<BlockPropsMap[K]>;
export declare function styleDefaults(): Required<StyleSettings>;
export declare function fieldDefinitions(schema: JsonSchema): FieldDefinition[];
export declare function withSectionDefaults<K extends SectionTemplateId>(id: K, meta?: SectionMetaMap[K]): Required<SectionMetaMap[K]>;
export declare function withBlockDefaults<K extends BlockType>(type: K, props?: BlockPropsMap[K]): Required<BlockPropsMap[K]>;
export declare function emptyRichText(): RichTextDocument;
