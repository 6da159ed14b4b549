/**
 * Form section: a text on one half, the chosen form on the other (stacked on
 * mobile, text first). Button alignment, button colour and label position apply to
 * the form.
 */
import { SiteForm } from '../../forms/SiteForm.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { sectionFields } from '../../schema/fields.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { fieldClass } from '../../style/fieldClasses.ts';

const fields = sectionFields('formContent');

function FormContent({ section, meta }: SectionProps<'formContent'>) {
  return (
    <SectionFrame section={section} meta={meta}>
      <div className="grid grid-cols-1 gap-10 md:grid-cols-2 md:gap-16">
        <RichText value={meta.content} field="content" className="wm-form-text min-w-0" />
        <div className="min-w-0">
          <SiteForm
            formKey={meta.form}
            buttonType={meta.button_color}
            buttonRowClassName={fieldClass(fields, 'align_button', meta.align_button)}
            labelAlign={meta.label_align === 'left' ? 'left' : 'top'}
          />
        </div>
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'formContent', render: FormContent });
