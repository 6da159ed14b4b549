/** Text block: one rich-text document. */
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';

function TextBlock({ props }: BlockProps<'text'>) {
  return <RichText value={props.data} field="data" />;
}

export default defineBlock({ type: 'text', render: TextBlock });
