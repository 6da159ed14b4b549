/**
 * What webshop blocks and page templates show while the webshop does not exist yet:
 * nothing extra for visitors, and for editors a Dutch note that the shop's data
 * appears here once the webshop is active. The real listings, cart and checkout come
 * with the webshop; they replace these notes, not the blocks' stored props.
 */
import type { ReactNode } from 'react';
import { EditorNotice } from '../render/EditorNotice.tsx';

export const WEBSHOP_PENDING_NOTE = 'De gegevens van de webwinkel verschijnen hier zodra de webwinkel actief is.';

/** Editors only: '<what> — <when>' plus optional details about the stored selection. */
export function PendingWebshop({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EditorNotice>
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1">{children}</div> : null}
    </EditorNotice>
  );
}

/** Editors only: the general note above a webshop page template's honest content. */
export function WebshopPageNote() {
  return <EditorNotice>{WEBSHOP_PENDING_NOTE}</EditorNotice>;
}
