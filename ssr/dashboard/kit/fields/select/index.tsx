/** select and multiselect; a select with multiselect or multiple behaves as a multiselect. */
import { defineField } from '../../registry/config.ts';
import { MultiselectField } from './MultiselectField.tsx';
import { SelectField } from './SelectField.tsx';

export const select = defineField({
  type: 'select',
  render: (props) =>
    props.field.multiselect || props.field.multiple ? <MultiselectField {...props} /> : <SelectField {...props} />,
});

export const multiselect = defineField({ type: 'multiselect', render: MultiselectField });
