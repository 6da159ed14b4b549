/**
 * Content with a sidebar: 2/3 + 1/3, 1/3 + 2/3, 3/4 + 1/4 or 1/4 + 3/4. The main
 * text comes first in the markup, so on mobile the sidebar always stacks last; the
 * layouts with the sidebar on the left move it there from md on (md:order-first in
 * the schema's slot classes).
 */
import { gridRules, sectionLayout } from '../../columnSections/sectionLayout.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { sectionFields } from '../../schema/fields.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';
import { ResponsiveRules } from '../../style/ResponsiveRules.tsx';

const fields = sectionFields('sectionContent');

function SectionContent({ section, meta }: SectionProps<'sectionContent'>) {
  const layout = sectionLayout(fields, meta.layout);
  const [mainClass, sidebarClass] = layout.slotClasses;
  // Per-breakpoint layouts (sectionLayout.ts): the sidebar's order and the spans per width.
  const rules = gridRules(fields, meta, '12');
  return (
    <SectionFrame section={section} meta={meta}>
      {rules && <ResponsiveRules css={rules.css} />}
      <div className={joinClasses(layout.wrapper, 'gap-8 md:gap-12', fieldClass(fields, 'alignment', meta.alignment), rules?.className)} data-layout={layout.value}>
        <div className={joinClasses('wm-main min-w-0', mainClass)} data-slot="section_content">
          <RichText value={meta.section_content} field="section_content" />
        </div>
        <aside className={joinClasses('wm-sidebar min-w-0', sidebarClass)} data-slot="sidebar_content">
          <RichText value={meta.sidebar_content} field="sidebar_content" />
        </aside>
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'sectionContent', render: SectionContent });
