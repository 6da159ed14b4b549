/**
 * The regions of a page shown as a full-height column: the header sections it starts
 * with, the content, and the footer sections it ends with. The templates' catalogue
 * groups decide (x-catalogue.groups 'Header' / 'Footer' in shared-schema); anything
 * else, a template partial included, is content. The content region is the one that
 * grows on a short page, so the footer ends at the bottom of the window.
 */
import { sectionSchemas } from '@site/shared-schema';
import type { Section } from '../site/types.ts';

export interface PageRegions {
  header: Section[];
  main: Section[];
  footer: Section[];
}

function inGroup(section: Section, group: string): boolean {
  const schema = Object.hasOwn(sectionSchemas, section.template) ? sectionSchemas[section.template as keyof typeof sectionSchemas] : undefined;
  const groups: unknown = schema?.['x-catalogue']?.groups;
  return Array.isArray(groups) && groups.includes(group);
}

export function pageRegions(sections: readonly Section[]): PageRegions {
  let start = 0;
  while (start < sections.length && inGroup(sections[start], 'Header')) start += 1;
  let end = sections.length;
  while (end > start && inGroup(sections[end - 1], 'Footer')) end -= 1;
  return { header: sections.slice(0, start), main: sections.slice(start, end), footer: sections.slice(end) };
}
