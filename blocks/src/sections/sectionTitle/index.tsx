/**
 * Page title: the section's own title, else the page's post_title, else
 * 'De pagina titel'; in the chosen tag (font_tag, default h1), font size and
 * alignment; optionally the breadcrumbs beneath.
 */
import { Breadcrumbs } from '../../breadcrumbs/Breadcrumbs.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { sectionFields } from '../../schema/fields.ts';
import { pageTitleTag } from '../../section/headingLevel.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';

const fields = sectionFields('sectionTitle');

export const FALLBACK_TITLE = 'De pagina titel';
const TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div']);

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function SectionTitle({ section, meta }: SectionProps<'sectionTitle'>) {
  const { page } = useSite();
  const title = text(meta.title) || text(page.post_title) || FALLBACK_TITLE;
  const chosen = TAGS.has(meta.font_tag) ? meta.font_tag : 'h1';
  // Only the page's first page title is h1 (section/headingLevel.ts).
  const Tag = (chosen === 'h1' ? pageTitleTag(page, section) : chosen) as 'h1';
  const alignment = fieldClass(fields, 'alignment', meta.alignment);
  return (
    <SectionFrame section={section} meta={meta}>
      <Tag className={joinClasses('wm-page-title font-bold', fieldClass(fields, 'font_size', meta.font_size), alignment)}>{title}</Tag>
      {meta.show_breadcrumbs === '1' ? <Breadcrumbs className={joinClasses('mt-3 text-sm', alignment)} /> : null}
    </SectionFrame>
  );
}

export default defineSection({ id: 'sectionTitle', render: SectionTitle });
