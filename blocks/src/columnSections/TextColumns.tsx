/**
 * The body shared by the text column sections (columnsOne .. columnsSix): the
 * optional top content (active_content), the grid of rich-text blocks laid out per
 * the template's `layout` option, and the optional bottom content
 * (active_content_bottom). Templates pass which meta keys fill the slots and may
 * render a column themselves (cards, image background) or hide one.
 */
import type { ReactNode } from 'react';
import type { SectionProps } from '../registry/config.ts';
import { RichText } from '../richtext/RichText.tsx';
import { sectionFields } from '../schema/fields.ts';
import { isOn } from '../schema/values.ts';
import { SectionFrame } from '../section/SectionFrame.tsx';
import { fieldClass, joinClasses } from '../style/fieldClasses.ts';
import { ResponsiveRules } from '../style/ResponsiveRules.tsx';
import { gridRules, sectionLayout, spacingClass } from './sectionLayout.ts';

type Meta = Record<string, unknown>;

export interface TextColumnsProps {
  section: SectionProps['section'];
  meta: Meta;
  /** Meta keys of the rich-text blocks, in slot order (the layout shows the first N). */
  slots: readonly string[];
  /** Custom content of a column; the default is the block's rich text. */
  renderColumn?: (key: string, index: number, layout: string) => ReactNode;
  /** Columns to leave out (hide_1 .. hide_3 of the card section). */
  isHidden?: (index: number) => boolean;
}

export function TextColumns({ section, meta, slots, renderColumn, isHidden }: TextColumnsProps) {
  const fields = sectionFields(section.template);
  const layout = sectionLayout(fields, meta.layout);
  const columns = slots.slice(0, layout.count).map((key, index) => ({ key, index, className: layout.slotClasses[index] }));
  const shown = columns.filter(({ index }) => !isHidden?.(index));
  // Per-breakpoint spans follow the slot, wherever it lands among the shown columns.
  const rules = gridRules(fields, meta, '8', columns.map(({ index }) => shown.findIndex((column) => column.index === index) + 1));
  const grid = joinClasses(
    layout.wrapper,
    'gap-8',
    spacingClass(fields, meta.column_spacing),
    fieldClass(fields, 'text_vertical_position', meta.text_vertical_position),
    rules?.className,
  );
  return (
    <SectionFrame section={section} meta={meta}>
      {isOn(meta.active_content) ? <RichText value={meta.content} field="content" className="wm-content-top mb-8 md:mb-12" /> : null}
      {rules && <ResponsiveRules css={rules.css} />}
      <div className={grid} data-layout={layout.value}>
        {shown.map(({ key, index, className }) => (
          <div key={key} className={joinClasses('min-w-0', className)} data-slot={key}>
            {renderColumn ? renderColumn(key, index, layout.value) : <RichText value={meta[key]} field={key} />}
          </div>
        ))}
      </div>
      {isOn(meta.active_content_bottom) ? <RichText value={meta.content_bottom} field="content_bottom" className="wm-content-bottom mt-8 md:mt-12" /> : null}
    </SectionFrame>
  );
}
