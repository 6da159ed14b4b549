/**
 * Reusable template partial: renders the sections of the stored template chosen in
 * `template` (context.templates[id].components) through the normal section
 * renderer, resolved by templates/reusableTemplate.tsx like the saved-content block:
 * one loop guard for both, so a template that (directly or through partials or
 * saved content) places itself is not rendered again and a loop cannot hang the page.
 *
 * Editors see, instead of nothing, the spec's placeholder when no template is
 * chosen, and a 'Bewerk de template' button once one is: it asks the editor around
 * the preview frame to open /wm/templates/{id} (editor/parentFrame.ts).
 */
import type { ReactNode } from 'react';
import { openTemplateEditor } from '../../editor/parentFrame.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { TemplateSections, useReusableTemplate, type TemplateResolution } from '../../templates/reusableTemplate.tsx';

export const NO_TEMPLATE_TEXT = 'Er is nog geen herbruikbare template geselecteerd. Klik op het configuratie icoontje om deze te selecteren.';
export const MISSING_TEMPLATE_TEXT = 'De gekozen herbruikbare template bestaat niet (meer). Kies een andere template.';
export const LOOP_TEXT = 'Deze herbruikbare template staat al in zichzelf en wordt hier niet nogmaals getoond.';
export const EMPTY_TEMPLATE_TEXT = 'Deze herbruikbare template bevat nog geen secties.';
export const EDIT_BUTTON_TEXT = 'Bewerk de template';

const NOTICES: Record<Exclude<TemplateResolution['status'], 'ready'>, string> = {
  unset: NO_TEMPLATE_TEXT,
  missing: MISSING_TEMPLATE_TEXT,
  loop: LOOP_TEXT,
  empty: EMPTY_TEMPLATE_TEXT,
};

function EditorBox({ children }: { children: ReactNode }) {
  return <div className="wm-editor-notice m-2 rounded border-2 border-dashed border-gray-300 bg-gray-50 p-4 text-sm text-gray-700">{children}</div>;
}

function EditButton({ templateId }: { templateId: string }) {
  const open = () => {
    openTemplateEditor(templateId);
  };
  return (
    <button type="button" onClick={open} data-wm-template-edit={templateId} className="rounded bg-primary-500 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-600">
      {EDIT_BUTTON_TEXT}
    </button>
  );
}

function TemplatePartial({ section, meta }: SectionProps<'templatePartial'>) {
  const { editable } = useSite();
  // The shared resolver: one loop guard and nesting limit for partials and saved content alike.
  const resolved = useReusableTemplate(meta.template, section.id || 'partial');
  const templateId = resolved.id;
  const content = resolved.status === 'ready' ? <TemplateSections id={resolved.id} sections={resolved.sections} /> : null;
  if (!editable) {
    // display: contents keeps the template's sections direct parts of the page (sticky headers).
    return content ? (
      <div id={section.id || undefined} data-template={section.template} data-partial={templateId} className="contents">
        {content}
      </div>
    ) : null;
  }
  return (
    <div id={section.id || undefined} data-template={section.template} data-partial={templateId || undefined} className="wm-template-partial relative">
      {resolved.status !== 'ready' ? (
        <EditorBox>
          <p>{NOTICES[resolved.status]}</p>
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
