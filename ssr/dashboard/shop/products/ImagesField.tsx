/**
 * A product's images: the first is the main image (main_image), the others the
 * gallery (sub_images). Upload through the project's upload path (upload.ts), or add
 * an image by its address; move, make main, remove. Errors of main_image and
 * sub_images, and of an upload, sit under the field.
 */
import { useRef, useState } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import { ApiError, firstMessage } from '../../api'
import { Button, FOCUS_RING } from '../../ui/Button'
import { TextInput } from '../../ui/TextInput'
import { GroupErrors } from '../fields'
import { useFilesProject } from '../../files/upload'
import { IMAGE_TYPES, uploadImage } from './upload'

type Props = { images: string[]; onChange: (images: string[]) => void; errors?: string[]; announce: (message: string) => void }

const SMALL = `inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2.5 text-sm font-medium text-gray-900 ring-1 ring-inset ring-gray-300 bg-white hover:bg-gray-50 disabled:opacity-50 ${FOCUS_RING}`

export function ImagesField({ images, onChange, errors, announce }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(0)
  const [problem, setProblem] = useState<string[]>([])
  const [address, setAddress] = useState('')
  const latest = useRef(images)
  latest.current = images
  const project = useFilesProject()

  const upload = async (files: FileList | null) => {
    if (!files?.length) return
    setProblem([])
    const list = [...files]
    setUploading((count) => count + list.length)
    for (const file of list) {
      try {
        const url = await uploadImage(file, project)
        onChange([...latest.current, url])
        announce(`${file.name} is geüpload.`)
      } catch (error) {
        const message = error instanceof ApiError ? firstMessage(error.errors) : undefined
        setProblem((current) => [...current, `${file.name}: ${message ?? 'uploaden mislukt.'}`])
      } finally {
        setUploading((count) => count - 1)
      }
    }
    if (input.current) input.current.value = ''
  }
  const addAddress = () => {
    const url = address.trim()
    if (!url) return
    if (!/^(https?:\/\/|\/)\S+$/.test(url)) return setProblem(['Geef een adres dat met /, http:// of https:// begint.'])
    setProblem([])
    onChange([...images, url])
    setAddress('')
    announce('Afbeelding toegevoegd.')
  }
  const move = (index: number, target: number) => {
    const next = [...images]
    const [item] = next.splice(index, 1)
    next.splice(target, 0, item)
    onChange(next)
  }
  return (
    <div className="space-y-3">
      {images.length === 0 ? <p className="text-sm text-gray-700">Nog geen afbeeldingen. Upload een foto of voeg er een toe met zijn adres.</p> : (
        <ul aria-label="Afbeeldingen" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((url, index) => {
            const name = index === 0 ? 'Hoofdafbeelding' : `Afbeelding ${index + 1}`
            return (
              <li key={`${url}-${index}`} className="overflow-hidden rounded-lg ring-1 ring-gray-200">
                <div className="relative aspect-square bg-gray-100">
                  <img src={url} alt={name} className="size-full object-cover" loading="lazy" />
                  {index === 0 ? <span className="absolute left-1.5 top-1.5 rounded bg-gray-900/80 px-1.5 py-0.5 text-xs font-medium text-white">Hoofdafbeelding</span> : null}
                </div>
                <div className="flex flex-wrap gap-1 p-1.5">
                  {index > 0 ? <AriaButton className={SMALL} aria-label={`${name} als hoofdafbeelding`} onPress={() => { move(index, 0); announce(`${name} is nu de hoofdafbeelding.`) }}>★</AriaButton> : null}
                  <AriaButton className={SMALL} isDisabled={index === 0} aria-label={`${name} naar links`} onPress={() => move(index, index - 1)}><span aria-hidden="true">←</span></AriaButton>
                  <AriaButton className={SMALL} isDisabled={index === images.length - 1} aria-label={`${name} naar rechts`} onPress={() => move(index, index + 1)}><span aria-hidden="true">→</span></AriaButton>
                  <AriaButton className={`${SMALL} ml-auto text-red-800`} aria-label={`${name} weghalen`} onPress={() => { onChange(images.filter((_, at) => at !== index)); announce(`${name} is weggehaald.`) }}>×</AriaButton>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <GroupErrors errors={errors} />
      <div className="flex flex-wrap items-center gap-2">
        <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} multiple className="sr-only" id="afbeelding-uploaden" tabIndex={-1} aria-hidden="true" onChange={(event) => void upload(event.target.files)} />
        <Button onPress={() => input.current?.click()} isDisabled={uploading > 0}>{uploading > 0 ? 'Uploaden…' : 'Afbeelding uploaden'}</Button>
        <span className="text-sm text-gray-600">JPEG, PNG, WebP of GIF; groter dan 1440 px wordt verkleind.</span>
      </div>
      <p role="status" aria-live="polite" className="sr-only">{uploading > 0 ? 'Bezig met uploaden' : ''}</p>
      <GroupErrors errors={problem} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-96"><TextInput label="Of voeg toe met een adres" value={address} onChange={setAddress} placeholder="https://… of /media/…" /></div>
        <Button onPress={addAddress}>Toevoegen</Button>
      </div>
    </div>
  )
}
