/**
 * Call-to-action bar: the title text beside a button (button_title linking to
 * button_link) on the bar colour (`color`, a palette key or an RGB(A) value).
 */
import { safeUrl } from '../../links/safeUrl.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { sectionFields } from '../../schema/fields.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { fieldClass, fieldStyle } from '../../style/fieldClasses.ts';

const fields = sectionFields('callToAction');

function CallToAction({ section, meta }: SectionProps<'callToAction'>) {
  const href = safeUrl(meta.button_link);
  const colour = fieldStyle(fields.get('color'), meta.color);
  return (
    <SectionFrame
      section={section}
      meta={meta}
      className={fieldClass(fields, 'color', meta.color)}
      style={Object.keys(colour).length ? colour : undefined}
    >
      <div className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <RichText value={meta.title} field="title" className="wm-cta-title text-xl md:text-2xl" />
        {href && meta.button_title ? (
          <a
            href={href}
            className="inline-flex shrink-0 items-center justify-center rounded bg-white px-6 py-3 font-semibold text-dark transition-colors hover:bg-gray-100"
          >
            {meta.button_title}
          </a>
        ) : null}
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'callToAction', render: CallToAction });
