/**
 * The conditional block's interactive part (an island): shows its content (a slot,
 * server HTML of its blocks) only while the URL hash matches hash_id
 * (hashCondition.ts), following every hash change. The server never sees the hash: it
 * renders the content hidden unless the default says it shows, and the island, which
 * hydrates at load, switches to the real hash right after. Editors see a notice in
 * place of a hidden block.
 */
import type { ReactNode } from 'react';
import { useCurrentLocation } from '../../location/useCurrentLocation.ts';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { isConditionActive } from './hashCondition.ts';

export interface ConditionalProps {
  hashId: string;
  defaultActive: boolean;
  slots?: { content?: ReactNode };
}

export function Conditional({ hashId, defaultActive, slots }: ConditionalProps) {
  const { hash } = useCurrentLocation();
  const { editable } = useSite();
  const active = isConditionActive(hashId, hash, defaultActive);
  if (!active && editable) {
    return <EditorNotice>Voorwaardelijk blok #{hashId.trim() || '(geen hash)'}: verborgen bij de huidige URL-hash.</EditorNotice>;
  }
  return (
    <div data-conditional={hashId} hidden={!active}>
      {slots?.content}
    </div>
  );
}
