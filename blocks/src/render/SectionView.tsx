/**
 * Renders one section through the registry with its meta merged over the schema
 * defaults and its Globaal fields resolved from the project's site-wide values, so
 * sections never deal with globals themselves.
 */
import { sectionMeta } from '../schema/fields.ts';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { useSite } from '../site/SiteContext.tsx';
import type { Section } from '../site/types.ts';
import { EditableScopeProvider, useEditableScope } from '../editor/editableScope.tsx';
import { EditorNotice } from './EditorNotice.tsx';
import { RenderBoundary } from './RenderBoundary.tsx';

/**
 * In editable mode each section sits in `<div data-wm-section="{id}" class="contents">`
 * (no box of its own, so the layout stays as it is) and names its fields for the
 * editor; visitors get the section alone.
 */
export function SectionView({ section }: { section: Section }) {
  const { editable } = useSite();
  const outer = useEditableScope();
  if (!editable) return <SectionContent section={section} />;
  // A reusable template's sections inside a page's section: edited in the template editor.
  if (outer) {
    return (
      <EditableScopeProvider value={{ ...outer, locked: true }}>
        <SectionContent section={section} />
      </EditableScopeProvider>
    );
  }
  return (
    <div data-wm-section={section.id ?? ''} className="contents">
      <EditableScopeProvider value={{ section: section.id ?? '' }}>
        <SectionContent section={section} />
      </EditableScopeProvider>
    </div>
  );
}

function SectionContent({ section }: { section: Section }) {
  const { sections } = useRegistry();
  const { project } = useSite();
  const config = Object.hasOwn(sections, section.template) ? sections[section.template] : undefined;
  if (!config) {
    return <EditorNotice>Onbekende sectie-template "{section.template}": deze sectie wordt niet getoond.</EditorNotice>;
  }
  const Render = config.render;
  return (
    <RenderBoundary fallback={<EditorNotice>Deze sectie kon niet worden weergegeven.</EditorNotice>}>
      <Render section={section} meta={sectionMeta(section.template, section.meta, project.global_fields)} />
    </RenderBoundary>
  );
}
