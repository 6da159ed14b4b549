/** The owner API's forms (api/forms/routes.py), keyed for TanStack Query. */
import { useQuery } from '@tanstack/react-query'
import { call, get } from '../api'
import { EDITOR_QUERY } from '../queries'
import type { Publishing } from '../types'
import { normalise, type FormFields, type FormItem, type RawItem } from './formItems'

export type Form = Publishing & {
  id: string
  title: string
  submit_title: string
  message: string
  redirection_url: string
  version: number
  items: FormItem[]
}

type RawForm = Omit<Form, 'items'> & { items: RawItem[] }

export const formKeys = {
  forms: (project: number) => ['project', project, 'forms'] as const,
  form: (project: number, key: string) => ['project', project, 'form', key] as const,
}

export const formPath = (project: number, key: string) => `/projects/${project}/forms/${encodeURIComponent(key)}`

export const shapedForm = (form: RawForm): Form => ({ ...form, items: normalise(form.items) })

export function useForms(project: number) {
  return useQuery({
    queryKey: formKeys.forms(project),
    queryFn: () => get<{ forms: RawForm[] }>(`/projects/${project}/forms`).then((answer) => answer.forms.map(shapedForm)),
  })
}

export async function readForm(project: number, key: string): Promise<Form> {
  return shapedForm((await call<{ form: RawForm }>('GET', formPath(project, key))).data.form)
}

export async function writeForm(project: number, key: string, body: Record<string, unknown>, version?: number): Promise<Form> {
  return shapedForm((await call<{ form: RawForm }>('PUT', formPath(project, key), { body, ifMatch: version })).data.form)
}

export function useForm(project: number, key: string) {
  return useQuery({ queryKey: formKeys.form(project, key), queryFn: () => readForm(project, key), ...EDITOR_QUERY })
}

/** What the builder edits of a form ('0', "stay on the page", as an empty redirect). */
export const fieldsOf = (form: Form): FormFields => ({
  title: form.title,
  submit_title: form.submit_title,
  message: form.message,
  redirection_url: form.redirection_url === '0' ? '' : form.redirection_url,
  items: form.items,
})
