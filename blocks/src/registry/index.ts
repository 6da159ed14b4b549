/** The registries as id -> config maps, built from the two lists beside this file. */
import type { AnyBlockConfig, AnySectionConfig, Registry } from './config.ts';
import * as blockList from './blocks.ts';
import * as sectionList from './sections.ts';

export const sectionRegistry: Readonly<Record<string, AnySectionConfig>> = Object.freeze({ ...sectionList });
export const blockRegistry: Readonly<Record<string, AnyBlockConfig>> = Object.freeze({ ...blockList });

export const defaultRegistry: Registry = { sections: sectionRegistry, blocks: blockRegistry };
