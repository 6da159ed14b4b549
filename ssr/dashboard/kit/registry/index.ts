/** The registry as type -> config, built from the list beside this file. */
import type { AnyFieldConfig } from './config.ts';
import * as fieldList from './fields.ts';

export const fieldRegistry: Readonly<Partial<Record<string, AnyFieldConfig>>> = Object.freeze({ ...fieldList });
