/**
 * Conditional block: shows the blocks of its `content` slot only while the URL hash
 * matches hash_id (hashCondition.ts), and re-renders on every hash change. The
 * server never sees the hash, so it renders the default-active blocks; the browser
 * switches to the real hash right after hydration. Editors see a notice in place
 * of a hidden block.
 */
import { useCurrentLocation } from '../../location/useCurrentLocation.ts';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { BlockList } from '../../render/BlockView.tsx';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { isOn } from '../../schema/values.ts';
import { isConditionActive } from './hashCondition.ts';

function ConditionalBlock({ block, props }: BlockProps<'conditional'>) {
  const { hash } = useCurrentLocation();
  const condition = props.hash_id.trim() || '(geen hash)';
  if (!isConditionActive(props.hash_id, hash, isOn(props.default_active_state))) {
    return <EditorNotice>Voorwaardelijk blok #{condition}: verborgen bij de huidige URL-hash.</EditorNotice>;
  }
  const content = block.slots?.content ?? [];
  if (content.length === 0) return <EditorNotice>Voorwaardelijk blok #{condition}: er staan nog geen blokken in.</EditorNotice>;
  return (
    <div data-conditional={props.hash_id}>
      <BlockList blocks={content} />
    </div>
  );
}

export default defineBlock({ type: 'conditional', render: ConditionalBlock });
