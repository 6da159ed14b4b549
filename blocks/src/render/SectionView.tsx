/**
 * Renders one section through the registry with its meta merged over the schema
 * defaults and its Globaal fields resolved from the project's site-wide values, so
 * sections never deal with globals themselves.
 */
import { sectionMeta } from '../schema/fields.ts';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { useSite } from '../site/SiteContext.tsx';
import type { Section } from '../site/types.ts';
import { EditorNotice } from './EditorNotice.tsx';
import { RenderBoundary } from './RenderBoundary.tsx';

export function SectionView({ section }: { section: Section }) {
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
