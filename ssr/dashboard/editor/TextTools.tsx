/**
 * The text tools for the paragraph being edited in the frame: a small formatting
 * toolbar (paragraph_edit_{id}, its state from request_active_attrs_{id} answered by
 * paragraph_attrs_{id}) and the side panels Link toevoegen, Afbeelding toevoegen,
 * iFrame toevoegen and HTML toevoegen (developers only), which send
 * paragraph_edit_object_{id} with the spec's form values.
 */
import type { EditorToFrame, ParagraphEditType, ParagraphObjectType } from '@site/blocks/editor/protocol.ts'
import { useState } from 'react'
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay, ToggleButton } from 'react-aria-components'
import { FieldForm } from '../kit/form/FieldForm.tsx'
import { emptyLink, linkErrors, linkFormFields } from '../kit/fields/link/linkForm.ts'
import type { FieldDefinition, FormValues } from '../kit/types.ts'
import { Button, FOCUS_RING } from '../ui/Button'

export type ActiveParagraph = { id: string; attributes: Record<string, unknown>; selected_node: string | null }

const FORMATS: { type: ParagraphEditType; label: string; attribute?: string }[] = [
  { type: 'bold', label: 'Vet', attribute: 'bold' },
  { type: 'italic', label: 'Cursief', attribute: 'italic' },
  { type: 'underline', label: 'Onderstreept', attribute: 'underline' },
  { type: 'heading', label: 'Kop', attribute: 'heading' },
  { type: 'paragraph', label: 'Alinea' },
  { type: 'list', label: 'Lijst', attribute: 'list' },
  { type: 'unlink', label: 'Link weghalen' },
]

const select = (key: string, title: string, options: [string, string][]): FieldDefinition =>
  ({ type: 'select', key, title, options: options.map(([value, label]) => ({ value, label })) }) as FieldDefinition
const text = (key: string, title: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ type: 'text', key, title, ...extra }) as FieldDefinition

/** The spec's forms (001 section 2: link form, editor image form, iframe form). */
type PanelDefinition = {
  type: ParagraphObjectType
  title: string
  developer?: boolean
  fields: FieldDefinition[]
  initial: FormValues
  required: string
  /** Field errors of the values (default: the required field filled). */
  check?: (values: FormValues) => Record<string, string[]>
}

const requiredErrors = (panel: PanelDefinition) => (values: FormValues) =>
  String(values[panel.required] ?? '').trim() ? {} : { [panel.required]: ['Dit veld is verplicht.'] }

export const PANELS: PanelDefinition[] = [
  {
    type: 'link',
    title: 'Link toevoegen',
    required: 'href',
    initial: emptyLink(),
    fields: linkFormFields,
    check: linkErrors,
  },
  {
    type: 'image',
    title: 'Afbeelding toevoegen',
    required: 'data-src',
    initial: { 'data-src': '', 'image-link-url': '', 'image-alt': '', 'image-width': '', 'image-height': '', 'image-radius': '', 'image-border': '', 'image-border-color': '', 'image-align': 'none', 'image-shadow': '', 'image-div-id': '', 'image-div-class': '' },
    fields: [
      { type: 'image', key: 'data-src', title: 'Afbeelding', required: true, settings: { maxFiles: 1, valueFormat: 'string' } } as FieldDefinition,
      text('image-alt', 'Alternatieve tekst', { help: 'Beschrijf de afbeelding voor wie haar niet ziet.' } as Partial<FieldDefinition>),
      text('image-link-url', 'Link bij klikken'),
      text('image-width', 'Breedte'),
      text('image-height', 'Hoogte'),
      text('image-radius', 'Afronding'),
      text('image-border', 'Rand'),
      text('image-border-color', 'Randkleur'),
      select('image-align', 'Uitlijning', [['none', 'Geen'], ['float-left', 'Links'], ['m-auto', 'Midden'], ['float-right', 'Rechts']]),
      select('image-shadow', 'Schaduw', [['', 'Geen'], ['1', 'Schaduw']]),
      text('image-div-id', 'Id van het blok'),
      text('image-div-class', 'Klassen van het blok'),
    ],
  },
  {
    type: 'iframe',
    title: 'iFrame toevoegen',
    required: 'src',
    initial: { src: '' },
    fields: [text('src', 'Adres van de iFrame', { required: true } as Partial<FieldDefinition>)],
  },
  {
    type: 'html',
    title: 'HTML toevoegen',
    developer: true,
    required: 'html',
    initial: { html: '' },
    fields: [{ type: 'code_editor', key: 'html', title: 'HTML', required: true, settings: { language: 'html' } } as unknown as FieldDefinition],
  },
]

function Panel({ panel, project, onInsert }: { panel: PanelDefinition; project: number; onInsert: (values: FormValues) => void }) {
  const [values, setValues] = useState<FormValues>(panel.initial)
  const [errors, setErrors] = useState<Record<string, string[]> | null>(null)
  return (
    <DialogTrigger>
      <Button variant="quiet" className="min-h-8 px-2 py-1 text-xs">{panel.title}</Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-50 flex justify-end bg-gray-900/40">
        <Modal className="h-full w-full max-w-md overflow-y-auto bg-white shadow-xl outline-none">
          <Dialog className="p-5 outline-none">
            {({ close }) => (
              <>
                <div className="mb-4 flex items-center justify-between gap-3">
                  <Heading slot="title" className="text-lg font-semibold text-gray-900">{panel.title}</Heading>
                  <Button variant="quiet" onPress={close}>Sluiten</Button>
                </div>
                <FieldForm
                  definition={panel.fields}
                  values={values}
                  project={project}
                  errors={errors ?? undefined}
                  showErrors={errors !== null}
                  onChange={(next) => {
                    setValues(next)
                    setErrors(null)
                  }}
                  submitLabel="Toevoegen"
                  onSubmit={(submitted) => {
                    const found = (panel.check ?? requiredErrors(panel))(submitted)
                    if (Object.keys(found).length > 0) {
                      setErrors(found)
                      return
                    }
                    onInsert(submitted)
                    setValues(panel.initial)
                    setErrors(null)
                    close()
                  }}
                />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}

export function TextTools({ active, developer, project, send }: { active: ActiveParagraph; developer: boolean; project: number; send: (message: EditorToFrame) => void }) {
  const refresh = () => send({ type: `request_active_attrs_${active.id}`, payload: { type: 'attrs', payload: null } })
  return (
    <div role="toolbar" aria-label="Tekstopmaak" className="flex flex-wrap items-center gap-1 rounded-lg bg-white p-1.5 ring-1 ring-gray-200">
      {FORMATS.map((format) =>
        format.attribute ? (
          <ToggleButton
            key={format.type}
            isSelected={Boolean(active.attributes[format.attribute])}
            onChange={() => {
              send({ type: `paragraph_edit_${active.id}`, payload: { type: format.type, payload: null } })
              refresh()
            }}
            className={`min-h-8 rounded px-2 text-xs font-medium text-gray-800 hover:bg-gray-100 data-selected:bg-indigo-100 data-selected:text-indigo-900 ${FOCUS_RING}`}
          >
            {format.label}
          </ToggleButton>
        ) : (
          <Button
            key={format.type}
            variant="quiet"
            className="min-h-8 px-2 py-1 text-xs"
            onPress={() => {
              send({ type: `paragraph_edit_${active.id}`, payload: { type: format.type, payload: null } })
              refresh()
            }}
          >
            {format.label}
          </Button>
        ),
      )}
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-gray-200" />
      {PANELS.filter((panel) => developer || !panel.developer).map((panel) => (
        <Panel key={panel.type} panel={panel} project={project} onInsert={(values) => send({ type: `paragraph_edit_object_${active.id}`, payload: { type: panel.type, payload: values } })} />
      ))}
    </div>
  )
}
