/**
 * A form chosen by key in a section or block field: looked up in the site's forms
 * (the page bundle carries every form its sections refer to) and rendered with
 * FormRenderer. Without a resolvable form visitors see nothing and editors a
 * placeholder asking to choose one.
 *
 * On a page the form is an island that hydrates on the visitor's first input into it
 * (focus, press, key, touch: docs/islands.md), so a page with a form loads no script
 * for it before. It reads its form from the site during render, so just that form
 * reaches the browser. Before hydration the server HTML is a complete form that posts
 * without JavaScript; text typed before hydration is handed over, and a submit made
 * while it hydrates waits for it (islands/client.ts). The outcome of a post without
 * JavaScript (`?formulier=` on the page) travels to the island as a prop.
 */
import { Island } from '../islands/Island.tsx';
import { EditorNotice } from '../render/EditorNotice.tsx';
import { useSite } from '../site/SiteContext.tsx';
import type { Form } from '../site/types.ts';
import { FormRenderer, type FormRendererProps } from './FormRenderer.tsx';

export const CHOOSE_FORM_TEXT = 'Kies een formulier';

/**
 * The fallback of places that must show a form whatever happens (the product page's
 * more-information form, spec 001 section 8): a form titled 'Empty form' without fields.
 */
export const EMPTY_FORM: Form = Object.freeze({ id: '', title: 'Empty form', items: [] }) as Form;

/** The form stored under `key` ('' or a {id} object from the form block), or undefined. */
export function resolveForm(forms: Record<string, Form>, key: unknown): Form | undefined {
  const id = typeof key === 'object' && key !== null ? (key as { id?: unknown }).id : key;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '') return undefined;
  const name = String(id);
  return Object.hasOwn(forms, name) ? forms[name] : undefined;
}

export interface SiteFormProps extends Omit<FormRendererProps, 'form'> {
  /** The stored reference: a form key, or the form block's {id}. */
  formKey: unknown;
}

/** The island's component: the form is read from the site during render (so it is recorded). */
export function FormIsland({ formKey, ...rendering }: SiteFormProps) {
  const { forms } = useSite();
  const form = resolveForm(forms, formKey);
  if (!form) return <EditorNotice>{CHOOSE_FORM_TEXT}</EditorNotice>;
  return <FormRenderer key={form.id} form={form} {...rendering} />;
}

export function SiteForm(props: SiteFormProps) {
  const { forms, formOutcome } = useSite();
  const form = resolveForm(forms, props.formKey);
  if (!form) return <EditorNotice>{CHOOSE_FORM_TEXT}</EditorNotice>;
  const outcome = formOutcome?.form_id === form.id ? formOutcome : undefined;
  return <Island name="form" props={outcome ? { ...props, outcome } : props} />;
}
