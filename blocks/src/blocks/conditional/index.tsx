/**
 * Conditional block: shows the blocks of its `content` slot only while the URL hash
 * matches hash_id (Conditional.tsx). On a page it is an island that hydrates at load;
 * its blocks are in the server HTML (hidden unless the default shows them) so it can
 * show them as soon as the hash matches. Editors see a notice in place of a hidden or
 * empty block.
 */
import { Island } from '../../islands/Island.tsx';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { BlockList } from '../../render/BlockView.tsx';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { isOn } from '../../schema/values.ts';

function ConditionalBlock({ block, props }: BlockProps<'conditional'>) {
  const content = block.slots?.content ?? [];
  if (content.length === 0) {
    return <EditorNotice>Voorwaardelijk blok #{props.hash_id.trim() || '(geen hash)'}: er staan nog geen blokken in.</EditorNotice>;
  }
  return (
    <Island
      name="conditional"
      props={{ hashId: props.hash_id, defaultActive: isOn(props.default_active_state) }}
      slots={{ content: <BlockList blocks={content} /> }}
    />
  );
}

export default defineBlock({ type: 'conditional', render: ConditionalBlock });
