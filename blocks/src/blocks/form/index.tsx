/**
 * Form block: a form from the site's form list (props.forms.id) in a box with its
 * own background, width and padding, aligned in its column; the submit button's
 * alignment and style and the label position come from the block too.
 */
import { SiteForm } from '../../forms/SiteForm.tsx';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { blockFields } from '../../schema/fields.ts';
import { fieldClass, fieldStyle, joinClasses } from '../../style/fieldClasses.ts';

const fields = blockFields('form');

function FormBlock({ props }: BlockProps<'form'>) {
  const box = joinClasses(
    'w-full min-w-0',
    fieldClass(fields, 'width', props.width),
    fieldClass(fields, 'bg', props.bg),
    fieldClass(fields, 'padding', props.padding),
  );
  const style = fieldStyle(fields.get('bg'), props.bg);
  return (
    <div className={joinClasses('flex', fieldClass(fields, 'align_wrapper', props.align_wrapper))}>
      <div className={box} style={Object.keys(style).length ? style : undefined}>
        <SiteForm
          formKey={props.forms}
          buttonType={props.button_type}
          buttonRowClassName={fieldClass(fields, 'align_button', props.align_button)}
          labelAlign={props.label_align === 'left' ? 'left' : 'top'}
        />
      </div>
    </div>
  );
}

export default defineBlock({ type: 'form', render: FormBlock });
