/**
 * The registry as type -> config: the module namespace of the list beside this
 * file, read at render time, so the import cycle (layout fields render FieldList,
 * which reads the registry) never touches a binding before it exists.
 */
import type { AnyFieldConfig } from './config.ts';
import * as fieldList from './fields.ts';

export const fieldRegistry: Readonly<Partial<Record<string, AnyFieldConfig>>> = fieldList;
