/**
 * 'Sectie toevoegen': the section catalogue of shared-schema grouped by its groups
 * (groupCatalogue: disabled templates hidden, reusable templates under 'Templates').
 * Every entry shows a live thumbnail of its default section, rendered by the site as it
 * scrolls into view (CatalogueThumbnail). Choosing one adds it after the selected
 * section (or at the end).
 */
import { sectionCatalogue, type CatalogueEntry } from '@site/shared-schema'
import { useMemo, useState } from 'react'
import { Dialog, DialogTrigger, Heading, Input, Label, Modal, ModalOverlay, SearchField } from 'react-aria-components'
import { Button } from '../ui/Button'
import { INPUT_CLASS } from '../ui/TextInput'
import { CatalogueThumbnail } from './CataloguePreview'
import { groupCatalogue } from './sections'

export function CatalogueDialog({ developer, previewUrl, onAdd }: { developer: boolean; previewUrl: string | null; onAdd: (entry: CatalogueEntry) => void }) {
  const [search, setSearch] = useState('')
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
                        <li key={entry.id} className="relative flex flex-col rounded-lg p-3 ring-1 ring-gray-200 hover:bg-indigo-50 hover:ring-indigo-300">
                          {previewUrl ? <CatalogueThumbnail previewUrl={previewUrl} entry={entry} /> : null}
                          {/* The whole card is the button's (its ::before covers it); the thumbnail is decoration. */}
                          <button
                            type="button"
                            onClick={() => {
                              onAdd(entry)
                              close()
                            }}
                            className={`flex flex-1 flex-col text-left outline-none before:absolute before:inset-0 before:rounded-lg focus-visible:before:ring-2 focus-visible:before:ring-indigo-600 focus-visible:before:ring-offset-2 ${previewUrl ? 'mt-2' : ''}`}
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
