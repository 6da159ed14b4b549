/**
 * Divider: a coloured horizontal bar across the page. The colour is a palette key
 * (a bg- class) or an 'r, g, b' / 'r, g, b, a' value (an inline rgba(), three parts
 * opaque); the height is a Tailwind height step.
 */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { sectionFields } from '../../schema/fields.ts';
import { fieldClass, fieldStyle, joinClasses } from '../../style/fieldClasses.ts';

const fields = sectionFields('divider');

function Divider({ section, meta }: SectionProps<'divider'>) {
  const style = fieldStyle(fields.get('color'), meta.color);
  return (
    <div id={section.id || undefined} data-template={section.template} className="wm-section">
      <hr
        className={joinClasses('m-0 block w-full border-0', fieldClass(fields, 'height', meta.height), fieldClass(fields, 'color', meta.color))}
        style={Object.keys(style).length ? style : undefined}
      />
    </div>
  );
}

export default defineSection({ id: 'divider', render: Divider });
