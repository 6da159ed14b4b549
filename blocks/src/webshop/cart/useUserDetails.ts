/**
 * The checkout's user fields as the visitor edits them, saved on change through
 * shoppingcart/add/user-details (spec 000 §7): typing is sent 300 ms after the last
 * keystroke or when the field is left, a choice (select, toggle, checkbox) at once
 * together with any typing not yet sent. A save carries every user field as it is now
 * (the spec's "shoppingcart_session plus all user fields"), sent only when something
 * changed since the last one; saves go one after the other, so a late answer to an
 * older save can never put back what a newer one replaced. The fields keep what the
 * visitor typed: answers update the rest of the cart (shipping methods follow the
 * country, the VIES check the VAT number). Failures are only logged.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveUserDetails } from './cartApi.ts';
import type { CartView } from './cartView.ts';
import type { ShopContext } from './shopCall.ts';
import { ANSWER_PREFIX, USER_KEYS } from './userFields.ts';

export const USER_DETAILS_DEBOUNCE_MS = 300;

export interface UserDetails {
  values: Record<string, string>;
  /** A typed value: sent after the debounce. */
  type: (key: string, value: string) => void;
  /** A chosen value: sent at once. */
  choose: (key: string, value: string) => void;
  /** A value set alongside the next choice (not sent on its own). */
  set: (key: string, value: string) => void;
  /** A field was left: what is typed is sent now, so its check comes back at once. */
  leave: () => void;
  /** Sends what is not sent yet and waits for every save under way (before ordering). */
  flush: () => Promise<void>;
}

/** The user fields, and the answers to quote questions as 'quote_answers.<key>'. */
function known(users: Record<string, string>, answers: Record<string, string>): Record<string, string> {
  return {
    ...Object.fromEntries(USER_KEYS.map((key) => [key, users[key] ?? ''])),
    ...Object.fromEntries(Object.entries(answers).map(([key, answer]) => [`${ANSWER_PREFIX}${key}`, answer])),
  };
}

/** The payload of a save: every user field as it is, answers as one quote_answers object. */
function payload(values: Record<string, string>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const answers: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith(ANSWER_PREFIX)) answers[key.slice(ANSWER_PREFIX.length)] = value;
    else fields[key] = value;
  }
  return Object.keys(answers).length > 0 ? { ...fields, quote_answers: answers } : fields;
}

export function useUserDetails(context: ShopContext, initial: Record<string, string>, onView: (view: CartView) => void, initialAnswers: Record<string, string> = {}): UserDetails {
  const [values, setValues] = useState(() => known(initial, initialAnswers));
  const current = useRef(values);
  const sent = useRef(known(initial, initialAnswers));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saves = useRef(new Set<Promise<void>>());
  /** The save under way or queued last: the next one starts after it. */
  const last = useRef<Promise<void>>(Promise.resolve());
  const contextRef = useRef(context);
  const onViewRef = useRef(onView);
  contextRef.current = context;
  onViewRef.current = onView;

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const values = current.current;
    if (Object.entries(values).every(([key, value]) => (sent.current[key] ?? '') === value)) return Promise.resolve();
    sent.current = { ...values };
    const run = () =>
      saveUserDetails(contextRef.current, payload(values)).then((answer) => {
        if (answer.ok) onViewRef.current(answer.view);
        else console.error('[shop] user details not saved:', answer.errors);
      });
    // Nothing under way: sent now; else after the save before it has been answered.
    const save = saves.current.size === 0 ? run() : last.current.then(run);
    last.current = save.catch(() => undefined);
    const tracked = save.finally(() => saves.current.delete(tracked));
    saves.current.add(tracked);
    return tracked;
  }, []);

  const set = (key: string, value: string) => {
    current.current = { ...current.current, [key]: value };
    setValues(current.current);
  };

  const type = (key: string, value: string) => {
    set(key, value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), USER_DETAILS_DEBOUNCE_MS);
  };

  const choose = (key: string, value: string) => {
    set(key, value);
    void send();
  };

  const flush = async () => {
    await send();
    await Promise.allSettled([...saves.current]);
  };

  const leave = () => {
    if (timer.current !== undefined) void send();
  };

  return { values, type, choose, set, leave, flush };
}
