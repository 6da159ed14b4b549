/**
 * The outer frame every section template renders in: background and text colour,
 * vertical padding and the centred max-width container.
 *
 * Spec defaults: padding 20 on desktop (md and up) unless the template's
 * padding_top / padding_bottom say otherwise; on mobile 8 vertical and 4 horizontal;
 * the container is max-w-screen-xl unless the template has a max_width field.
 * An empty padding value means the default, not zero ('0' is zero).
 *
 * padding_top and padding_bottom may hold per-breakpoint values (`{base, 1190: …}`):
 * the base renders as above, the breakpoints as a `<style>` element first inside the
 * frame, scoped to a class on the frame (style/responsive.ts).
 *
 * `hidden` (Verbergen, per breakpoint too) hides the whole section: a plain '1' with
 * the `hidden` class, per breakpoint with `display: none` rules. In the editor's
 * preview (editable) a hidden section stays in place, dimmed and outlined, so the
 * owner can still find and select it; visitors never get it.
 */
import type { CSSProperties, ElementType, ReactNode } from 'react';
import { sectionFields } from '../schema/fields.ts';
import { fieldClass, fieldStyle, joinClasses } from '../style/fieldClasses.ts';
import { ResponsiveRules } from '../style/ResponsiveRules.tsx';
import { classValue, responsiveStyle } from '../style/responsive.ts';
import { useSite } from '../site/SiteContext.tsx';
import type { Section } from '../site/types.ts';

export interface SectionFrameProps {
  section: Section;
  meta: Record<string, unknown>;
  /** Element of the frame: 'section' (default), 'header' or 'footer'. */
  as?: ElementType;
  /** Extra classes on the frame, e.g. 'sticky top-0 z-40'. */
  className?: string;
  /** Extra classes on the centred container. */
  containerClassName?: string;
  /** Padding below 768 px instead of the spec's 'px-4 py-8' (e.g. a slim top bar). */
  mobilePaddingClassName?: string;
  /** Extra inline style on the frame (a background image, a colour of another field). */
  style?: CSSProperties;
  children: ReactNode;
}

const MOBILE_PADDING = 'px-4 py-8';
const DEFAULT_TOP = 'md:pt-20';
const DEFAULT_BOTTOM = 'md:pb-20';
// What an empty padding stands for from md up, where a smaller breakpoint's value gives way.
const DEFAULT_PADDING = { padding_top: '20', padding_bottom: '20' };
const DEFAULT_MAX_WIDTH = 'max-w-screen-xl';
// The meta fields the frame itself renders (a template's grid renders its own).
const FRAME_FIELDS = ['padding_top', 'padding_bottom', 'hidden'] as const;

export function SectionFrame({
  section,
  meta,
  as: Element = 'section',
  className,
  containerClassName,
  mobilePaddingClassName = MOBILE_PADDING,
  style: extraStyle,
  children,
}: SectionFrameProps) {
  const fields = sectionFields(section.template);
  const { editable } = useSite();
  // In the editor a plain '1' goes through the rules too, which dim instead of hide.
  const hidden = editable && meta.hidden === '1' ? { base: '1' } : meta.hidden;
  const style: CSSProperties = {
    ...fieldStyle(fields.get('section_bg_color'), meta.section_bg_color),
    ...fieldStyle(fields.get('section_text_color'), meta.section_text_color),
    ...extraStyle,
  };
  const responsive = responsiveStyle(fields, { ...meta, hidden }, { fallbacks: DEFAULT_PADDING, only: FRAME_FIELDS, editor: editable });
  const frame = joinClasses(
    'wm-section',
    mobilePaddingClassName,
    fieldClass(fields, 'padding_top', classValue('padding_top', meta.padding_top)) || DEFAULT_TOP,
    fieldClass(fields, 'padding_bottom', classValue('padding_bottom', meta.padding_bottom)) || DEFAULT_BOTTOM,
    fieldClass(fields, 'section_bg_color', meta.section_bg_color),
    fieldClass(fields, 'section_text_color', meta.section_text_color),
    fieldClass(fields, 'hidden', classValue('hidden', hidden)),
    className,
    responsive?.className,
  );
  const container = joinClasses('mx-auto w-full', fieldClass(fields, 'max_width', meta.max_width) || DEFAULT_MAX_WIDTH, containerClassName);
  return (
    <Element id={section.id || undefined} className={frame} style={Object.keys(style).length ? style : undefined} data-template={section.template}>
      {responsive && <ResponsiveRules css={responsive.css} />}
      <div className={container}>{children}</div>
    </Element>
  );
}
