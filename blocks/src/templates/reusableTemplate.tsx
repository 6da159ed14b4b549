/**
 * Resolving a stored reusable template (context.templates, keyed by id) for a
 * placement on the page, for the saved-content block and the template partial section
 * alike (so one loop guard covers templates nested through either).
 *
 * A template that (directly or through others) places itself is not rendered again,
 * so a loop cannot hang the page: the ids of the templates being rendered around a
 * point travel in a context, and the nesting depth is bounded. Section ids get the
 * placement's id as prefix so one template placed twice keeps element ids unique.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { SectionView } from '../render/SectionView.tsx';
import { useSite } from '../site/SiteContext.tsx';
import type { ReusableTemplate, Section } from '../site/types.ts';

// Deeper nesting than this is certainly a mistake; it also bounds the render work.
export const MAX_TEMPLATE_NESTING = 8;

/** Ids of the templates being rendered around this point, outermost first. */
const TemplateChain = createContext<readonly string[]>([]);

export type TemplateResolution =
  | { status: 'unset'; id: '' }
  | { status: 'missing' | 'loop'; id: string }
  | { status: 'empty'; id: string; template: ReusableTemplate }
  | { status: 'ready'; id: string; template: ReusableTemplate; sections: Section[] };

/** The template id of a field value: 'cta' or {id: 'cta'} (savedcontent_mutated). */
export function templateIdOf(value: unknown): string {
  const raw = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return typeof raw === 'string' ? raw.trim() : '';
}

function placedSections(placementId: string, components: unknown): Section[] {
  if (!Array.isArray(components)) return [];
  return components
    .filter((component): component is Section => typeof component === 'object' && component !== null)
    .map((component, index) => ({ ...component, id: `${placementId}-${component.id ?? index}` }));
}

/** Which template `value` names and whether (and what) it can render here. */
export function useReusableTemplate(value: unknown, placementId: string): TemplateResolution {
  const { templates } = useSite();
  const chain = useContext(TemplateChain);
  const id = templateIdOf(value);
  if (!id) return { status: 'unset', id: '' };
  if (chain.includes(id) || chain.length >= MAX_TEMPLATE_NESTING) return { status: 'loop', id };
  const template = Object.hasOwn(templates, id) ? templates[id] : undefined;
  if (!template) return { status: 'missing', id };
  const sections = placedSections(placementId, template.components);
  if (!sections.length) return { status: 'empty', id, template };
  return { status: 'ready', id, template, sections };
}

/** The sections of a resolved template, rendered through the normal section renderer. */
export function TemplateSections({ id, sections }: { id: string; sections: readonly Section[] }): ReactNode {
  const chain = useContext(TemplateChain);
  return (
    <TemplateChain.Provider value={[...chain, id]}>
      {sections.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
    </TemplateChain.Provider>
  );
}
