/**
 * The save logic every draft editor shares (docs/dashboard.md, Behaviour): the document
 * as loaded (`base`) and what the owner typed (`fields`); a save writes the draft with
 * If-Match; a 409 keeps the typing and offers 'Nieuwste versie laden' or 'Mijn versie
 * opslaan'; Ctrl/Cmd+S saves; leaving with unsaved changes asks first; a newer version
 * from the server replaces the editor only while nothing is changed.
 * `ConflictNotice` and `SaveBar` are the matching pieces of screen.
 */
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { ApiError, firstMessage, type FieldErrors } from '../api'
import type { Publishing } from '../types'
import { Button } from './Button'
import { useSaveKeys } from './useSaveKeys'

export type DraftDocument = Publishing & { version: number }

type Options<D extends DraftDocument, F> = {
  initial: D
  latest: D
  fieldsOf: (document: D) => F
  same: (a: F, b: F) => boolean
  /** Writes `fields` at `version` (`base` is the document they were typed on); answers the saved document. */
  write: (fields: F, version: number, base: D) => Promise<D>
  /** Reads the newest version of the document. */
  read: () => Promise<D>
  /** After a save or a reload: put the document in the query cache. */
  store?: (document: D) => void
  /** After every save attempt: refresh the lists that show the document. */
  settled?: () => void
  /**
   * Before the save is sent: show it ahead in other lists (e.g. a new title in the page
   * list); answers how to undo that when the save fails.
   */
  ahead?: (fields: F, base: D) => Promise<(() => void) | undefined>
  /** The toast after a 409, e.g. 'Niet opgeslagen: het formulier is intussen gewijzigd.' */
  conflictToast: string
}

export type DraftEditor<D extends DraftDocument, F> = {
  base: D
  fields: F
  setFields: React.Dispatch<React.SetStateAction<F>>
  dirty: boolean
  conflict: boolean
  save: UseMutationResult<D, Error, { version: number }, { undo?: () => void }>
  /** The API's field errors of the last failed save (not a 409). */
  errors: FieldErrors
  submit: () => void
  discard: () => void
  /** Another call on the document (a delete) answered 409: show the conflict notice. */
  markConflict: () => void
  loadNewest: () => Promise<void>
  saveMine: () => Promise<void>
}

export function useDraftEditor<D extends DraftDocument, F>(options: Options<D, F>): DraftEditor<D, F> {
  const { initial, latest, fieldsOf, same, write, read, store, settled, ahead, conflictToast } = options
  const [base, setBase] = useState(initial)
  const [fields, setFields] = useState<F>(() => fieldsOf(initial))
  const [conflict, setConflict] = useState(false)
  const dirty = !same(fields, fieldsOf(base))
  // A newer state from the server (a refetch after publishing, another tab) replaces the
  // editor only while nothing is changed; otherwise the save's 409 says so.
  const newer = latest.version !== base.version || latest.published_version !== base.published_version || latest.has_unpublished_changes !== base.has_unpublished_changes
  useEffect(() => {
    if (newer && !dirty && !conflict) {
      setBase(latest)
      setFields(fieldsOf(latest))
    }
    // fieldsOf is a pure function of the document: its identity does not matter.
  }, [newer, latest, dirty, conflict])

  const save = useMutation({
    mutationFn: ({ version }: { version: number }) => write(fields, version, base),
    onMutate: async () => ({ undo: await ahead?.(fields, base) }),
    onError: (error, _variables, context) => {
      context?.undo?.()
      if (error instanceof ApiError && error.isConflict) {
        setConflict(true)
        toast.error(conflictToast)
      } else {
        toast.error(`Niet opgeslagen: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`)
      }
    },
    onSuccess: (document) => {
      store?.(document)
      setBase(document)
      setFields(fieldsOf(document))
      setConflict(false)
      toast.success('Opgeslagen')
    },
    onSettled: () => settled?.(),
  })
  const errors: FieldErrors = save.error instanceof ApiError && !save.error.isConflict ? save.error.errors : {}

  const submit = () => {
    if (dirty && !save.isPending) save.mutate({ version: base.version })
  }
  useSaveKeys(submit, dirty)

  return {
    base,
    fields,
    setFields,
    dirty,
    conflict,
    save,
    errors,
    submit,
    discard: () => {
      setFields(fieldsOf(base))
      save.reset()
      setConflict(false)
    },
    markConflict: () => setConflict(true),
    loadNewest: async () => {
      const document = await read()
      store?.(document)
      setBase(document)
      setFields(fieldsOf(document))
      setConflict(false)
      save.reset()
    },
    saveMine: async () => {
      const document = await read()
      setBase(document)
      save.mutate({ version: document.version })
    },
  }
}

/** The 409 notice: what happened, and the two ways out. */
export function ConflictNotice({ editor, message }: { editor: { conflict: boolean; loadNewest: () => Promise<void>; saveMine: () => Promise<void> }; message: string }) {
  if (!editor.conflict) return null
  const attempt = (action: () => Promise<void>) => () => {
    action().catch((error: unknown) => toast.error(error instanceof ApiError ? firstMessage(error.errors) ?? 'Dat lukte niet.' : 'Dat lukte niet: probeer het opnieuw.'))
  }
  return (
    <div role="alert" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-medium">{message}</p>
      <p className="mt-1">Laad de nieuwste versie (je wijzigingen vervallen) of sla jouw versie op over die van de ander heen.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onPress={attempt(editor.loadNewest)}>Nieuwste versie laden</Button>
        <Button onPress={attempt(editor.saveMine)}>Mijn versie opslaan</Button>
      </div>
    </div>
  )
}

/** The bar at the bottom while something is unsaved: its state, Verwerpen and Opslaan (a submit button). */
export function SaveBar({ editor, onDiscard }: { editor: { dirty: boolean; conflict: boolean; save: { isPending: boolean; isSuccess: boolean }; discard: () => void }; onDiscard?: () => void }) {
  const { dirty, conflict, save } = editor
  return (
    <div hidden={!dirty && !save.isPending && !conflict} className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.05)] md:left-56">
      <div className="mx-auto flex max-w-5xl items-center justify-end gap-2">
        <p aria-live="polite" className="mr-auto text-sm text-gray-700">
          {save.isPending ? 'Opslaan…' : dirty ? 'Niet-opgeslagen wijzigingen' : save.isSuccess ? 'Alles opgeslagen' : ''}
        </p>
        <Button isDisabled={!dirty || save.isPending} onPress={() => { editor.discard(); onDiscard?.() }}>Verwerpen</Button>
        <Button type="submit" variant="primary" isDisabled={!dirty || save.isPending}>Opslaan</Button>
      </div>
    </div>
  )
}
