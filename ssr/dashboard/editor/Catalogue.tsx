/**
 * 'Sectie toevoegen': the section catalogue of shared-schema grouped by its groups
 * (groupCatalogue: disabled templates hidden, reusable templates under 'Templates').
 * The entry pointed at or focused shows live above the list (CataloguePreview).
 * Choosing one adds it after the selected section (or at the end).
 */
import { sectionCatalogue, type CatalogueEntry } from '@site/shared-schema'
import { useMemo, useState } from 'react'
import { Dialog, DialogTrigger, Heading, Input, Label, Modal, ModalOverlay, SearchField } from 'react-aria-components'
import { Button, FOCUS_RING } from '../ui/Button'
import { INPUT_CLASS } from '../ui/TextInput'
import { CataloguePreview } from './CataloguePreview'
import { groupCatalogue } from './sections'

export function CatalogueDialog({ developer, previewUrl, onAdd }: { developer: boolean; previewUrl: string | null; onAdd: (entry: CatalogueEntry) => void }) {
  const [search, setSearch] = useState('')
  const [pointed, setPointed] = useState<CatalogueEntry | null>(null)
  const groups = useMemo(() => {
    const needle = search.trim().toLowerCase()
    const entries = sectionCatalogue().filter((entry) => !needle || `${entry.title} ${entry.description}`.toLowerCase().includes(needle))
    return groupCatalogue(entries, { developer })
  }, [search, developer])
  return (
    <DialogTrigger>
      <Button variant="primary">Sectie toevoegen</Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-50 flex justify-end bg-gray-900/40">
        <Modal className="h-full w-full max-w-xl overflow-y-auto bg-white shadow-xl outline-none">
          <Dialog className="p-5 outline-none">
            {({ close }) => (
              <>
                <div className="flex items-center justify-between gap-3">
                  <Heading slot="title" className="text-lg font-semibold text-gray-900">Sectie toevoegen</Heading>
                  <Button variant="quiet" onPress={close}>Sluiten</Button>
                </div>
                <CataloguePreview previewUrl={previewUrl} entry={pointed} />
                <SearchField value={search} onChange={setSearch} className="mt-4 flex flex-col gap-1" autoFocus>
                  <Label className="text-sm font-medium text-gray-900">Zoeken</Label>
                  <Input className={INPUT_CLASS} />
                </SearchField>
                {groups.length === 0 ? <p className="mt-6 text-sm text-gray-700">Geen secties gevonden.</p> : null}
                {groups.map((group) => (
                  <section key={group.name} aria-labelledby={`groep-${group.name}`} className="mt-6">
                    <h3 id={`groep-${group.name}`} className="text-sm font-semibold uppercase tracking-wide text-gray-600">{group.name}</h3>
                    <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                      {group.entries.map((entry) => (
                        <li key={entry.id}>
                          <button
                            type="button"
                            onClick={() => {
                              onAdd(entry)
                              close()
                            }}
                            onMouseEnter={() => setPointed(entry)}
                            onFocus={() => setPointed(entry)}
                            className={`flex h-full w-full flex-col rounded-lg p-3 text-left ring-1 ring-gray-200 hover:bg-indigo-50 hover:ring-indigo-300 ${FOCUS_RING}`}
                          >
                            <span className="text-sm font-medium text-gray-900">{entry.title}</span>
                            <span className="mt-1 text-xs text-gray-700">{entry.description}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
