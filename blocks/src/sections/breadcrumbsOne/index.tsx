/** Breadcrumbs section: the page's breadcrumbs ('Home > Over mij' without any), with font size and alignment. */
import { Breadcrumbs } from '../../breadcrumbs/Breadcrumbs.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { sectionFields } from '../../schema/fields.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';

const fields = sectionFields('breadcrumbsOne');

function BreadcrumbsOne({ section, meta }: SectionProps<'breadcrumbsOne'>) {
  return (
    <SectionFrame section={section} meta={meta}>
      <Breadcrumbs
        className={joinClasses(fieldClass(fields, 'font_size', meta.font_size), fieldClass(fields, 'alignment', meta.alignment))}
      />
    </SectionFrame>
  );
}

export default defineSection({ id: 'breadcrumbsOne', render: BreadcrumbsOne });
