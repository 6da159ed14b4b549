/**
 * A form chosen by key in a section or block field: looked up in the site's forms
 * (the page bundle carries every form its sections refer to) and rendered with
 * FormRenderer. Without a resolvable form visitors see nothing and editors a
 * placeholder asking to choose one.
 *
 * On a page the form is an island that hydrates when it comes into view: it reads its
 * form from the site during render, so just that form reaches the browser. Text typed
 * before hydration is handed over, and a submit made before it waits for it
 * (islands/client.ts), so nothing is lost and the form never posts as plain HTML.
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
  const { forms } = useSite();
  if (!resolveForm(forms, props.formKey)) return <EditorNotice>{CHOOSE_FORM_TEXT}</EditorNotice>;
  return <Island name="form" props={props} />;
}
