/**
 * title, description, content: text in the form that stores nothing. title is a
 * heading, description a muted line, content a block of text (its getter's result
 * or its title) with line breaks kept; none of them renders HTML.
 */
import { defineField } from '../../registry/config.ts';
import { asText } from '../text/index.tsx';

const alignClass = (align?: string) => (align === 'center' ? 'text-center' : '');

export const title = defineField({
  type: 'title',
  render: ({ field }) => (
    <h3 className={`text-lg font-semibold text-gray-900 ${alignClass(field.align)} ${field.class ?? ''}`}>{field.title}</h3>
  ),
});

export const description = defineField({
  type: 'description',
  render: ({ field }) => (
    <p className={`text-sm text-gray-600 ${alignClass(field.align)} ${field.class ?? ''}`}>{field.title}</p>
  ),
});

export const content = defineField({
  type: 'content',
  render: ({ field, value }) => (
    <div className={`whitespace-pre-line text-sm text-gray-800 ${alignClass(field.align)} ${field.class ?? ''}`}>
      {field.getter ? asText(value) : field.title}
    </div>
  ),
});
