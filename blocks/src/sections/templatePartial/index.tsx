/**
 * Reusable template partial: renders the sections of the stored template chosen in
 * `template` (context.templates[id].components) through the normal section
 * renderer. A template that (directly or through others) places itself is not
 * rendered again, so a loop cannot hang the page.
 *
 * Editors see, instead of nothing, the spec's placeholder when no template is
 * chosen, and a 'Bewerk de template' button once one is: it asks the editor around
 * the preview frame to open /wm/templates/{id} (editor/parentFrame.ts).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { postToParent, templateEditorPath } from '../../editor/parentFrame.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { SectionView } from '../../render/SectionView.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import type { Section } from '../../site/types.ts';

export const NO_TEMPLATE_TEXT = 'Er is nog geen herbruikbare template geselecteerd. Klik op het configuratie icoontje om deze te selecteren.';
export const MISSING_TEMPLATE_TEXT = 'De gekozen herbruikbare template bestaat niet (meer). Kies een andere template.';
export const LOOP_TEXT = 'Deze herbruikbare template staat al in zichzelf en wordt hier niet nogmaals getoond.';
export const EMPTY_TEMPLATE_TEXT = 'Deze herbruikbare template bevat nog geen secties.';
export const EDIT_BUTTON_TEXT = 'Bewerk de template';

/** Ids of the templates being rendered around this point, outermost first. */
const TemplateChain = createContext<readonly string[]>([]);

// Deeper nesting than this is certainly a mistake; it also bounds the render work.
const MAX_NESTING = 8;

function templateSections(partial: Section, components: unknown): Section[] {
  if (!Array.isArray(components)) return [];
  // Prefixed ids keep element ids unique when one template is placed twice on a page.
  return components
    .filter((component): component is Section => typeof component === 'object' && component !== null)
    .map((component, index) => ({ ...component, id: `${partial.id}-${component.id ?? index}` }));
}

function EditorBox({ children }: { children: ReactNode }) {
  return <div className="wm-editor-notice m-2 rounded border-2 border-dashed border-gray-300 bg-gray-50 p-4 text-sm text-gray-700">{children}</div>;
}

function EditButton({ templateId }: { templateId: string }) {
  const open = () => {
    postToParent({ type: 'go_to_route', payload: { path: templateEditorPath(templateId) } });
  };
  return (
    <button type="button" onClick={open} className="rounded bg-primary-500 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-600">
      {EDIT_BUTTON_TEXT}
    </button>
  );
}

function TemplatePartial({ section, meta }: SectionProps<'templatePartial'>) {
  const { templates, editable } = useSite();
  const chain = useContext(TemplateChain);
  const templateId = typeof meta.template === 'string' ? meta.template.trim() : '';
  const template = templateId && Object.hasOwn(templates, templateId) ? templates[templateId] : undefined;
  const looped = templateId !== '' && (chain.includes(templateId) || chain.length >= MAX_NESTING);
  const sections = template && !looped ? templateSections(section, template.components) : [];

  const content = sections.length ? (
    <TemplateChain.Provider value={[...chain, templateId]}>
      {sections.map((inner) => (
        <SectionView key={inner.id} section={inner} />
      ))}
    </TemplateChain.Provider>
  ) : null;

  if (!editable) {
    // display: contents keeps the template's sections direct parts of the page (sticky headers).
    return content ? (
      <div id={section.id || undefined} data-template={section.template} data-partial={templateId} className="contents">
        {content}
      </div>
    ) : null;
  }

  let notice: string | null = null;
  if (!templateId) notice = NO_TEMPLATE_TEXT;
  else if (looped) notice = LOOP_TEXT;
  else if (!template) notice = MISSING_TEMPLATE_TEXT;
  else if (!sections.length) notice = EMPTY_TEMPLATE_TEXT;
  return (
    <div id={section.id || undefined} data-template={section.template} data-partial={templateId || undefined} className="wm-template-partial relative">
      {notice ? (
        <EditorBox>
          <p>{notice}</p>
          {templateId ? (
            <div className="mt-3">
              <EditButton templateId={templateId} />
            </div>
          ) : null}
        </EditorBox>
      ) : (
        <>
          <div className="absolute right-2 top-2 z-10">
            <EditButton templateId={templateId} />
          </div>
          {content}
        </>
      )}
    </div>
  );
}

export default defineSection({ id: 'templatePartial', render: TemplatePartial });
