/**
 * Saved-content block: shows the reusable template chosen in savedcontent_mutated
 * ({id}) from context.templates, its sections rendered through the section renderer
 * (templates/reusableTemplate.tsx, with loop protection shared by nesting).
 *
 * Visitors see the template or nothing. Editors see a Dutch placeholder when no
 * template is chosen, it no longer exists, it is empty or would contain itself, and
 * a 'Bewerk de template' button that asks the editor around the preview to open it.
 */
import { openTemplateEditor } from '../../editor/parentFrame.ts';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { TemplateSections, useReusableTemplate, type TemplateResolution } from '../../templates/reusableTemplate.tsx';

export const NO_SAVED_CONTENT_TEXT = 'Er is nog geen opgeslagen inhoud gekozen. Klik op het configuratie icoontje om een herbruikbare template te selecteren.';
export const MISSING_SAVED_CONTENT_TEXT = 'De gekozen herbruikbare template bestaat niet (meer). Kies een andere template.';
export const LOOP_SAVED_CONTENT_TEXT = 'Deze herbruikbare template staat al in zichzelf en wordt hier niet nogmaals getoond.';
export const EMPTY_SAVED_CONTENT_TEXT = 'Deze herbruikbare template bevat nog geen secties.';
export const EDIT_TEMPLATE_TEXT = 'Bewerk de template';

const NOTICES: Record<Exclude<TemplateResolution['status'], 'ready'>, string> = {
  unset: NO_SAVED_CONTENT_TEXT,
  missing: MISSING_SAVED_CONTENT_TEXT,
  loop: LOOP_SAVED_CONTENT_TEXT,
  empty: EMPTY_SAVED_CONTENT_TEXT,
};

function EditTemplateButton({ templateId }: { templateId: string }) {
  const open = () => {
    openTemplateEditor(templateId);
  };
  return (
    <button type="button" onClick={open} data-wm-template-edit={templateId} className="rounded bg-primary-500 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-600">
      {EDIT_TEMPLATE_TEXT}
    </button>
  );
}

function SavedContentBlock({ block, props }: BlockProps<'savedcontent'>) {
  const { editable } = useSite();
  const resolved = useReusableTemplate(props.savedcontent_mutated, block.id || 'saved');
  const content = resolved.status === 'ready' ? <TemplateSections id={resolved.id} sections={resolved.sections} /> : null;

  if (!editable) return content ? <div className="wm-saved-content" data-template-id={resolved.id}>{content}</div> : null;
  return (
    <div className="wm-saved-content relative" data-template-id={resolved.id || undefined}>
      {resolved.status === 'ready' ? (
        <>
          <div className="absolute right-2 top-2 z-10">
            <EditTemplateButton templateId={resolved.id} />
          </div>
          {content}
        </>
      ) : (
        <div role="note" className="wm-editor-notice m-2 rounded border-2 border-dashed border-gray-300 bg-gray-50 p-4 text-sm text-gray-700">
          <p>{NOTICES[resolved.status]}</p>
          {resolved.id ? (
            <div className="mt-3">
              <EditTemplateButton templateId={resolved.id} />
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}

export default defineBlock({ type: 'savedcontent', render: SavedContentBlock });
