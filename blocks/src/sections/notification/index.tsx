/** Notification: a rounded box in the chosen colour with a text (rich text) in it. */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { sectionFields } from '../../schema/fields.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { fieldClass, fieldStyle, joinClasses } from '../../style/fieldClasses.ts';

const fields = sectionFields('notification');

function Notification({ section, meta }: SectionProps<'notification'>) {
  const style = fieldStyle(fields.get('color'), meta.color);
  return (
    <SectionFrame section={section} meta={meta}>
      <div
        className={joinClasses('wm-notification rounded-lg px-6 py-4', fieldClass(fields, 'color', meta.color))}
        style={Object.keys(style).length ? style : undefined}
      >
        <RichText value={meta.title} field="title" />
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'notification', render: Notification });
