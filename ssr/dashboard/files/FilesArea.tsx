/**
 * Bestanden: the project's own files (docs/files.md, owner space). Upload by dropping
 * or picking, each with a progress bar; a server-side paged list searchable by name
 * (search and page in the URL) with thumbnails for images, copy URL, download and
 * delete after 'Weet je zeker dat je deze wenst te verwijderen?'.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Button as AriaButton, Input, Label, SearchField } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, firstMessage, get } from '../api'
import { navigate, useLocation, withParam } from '../router'
import { Button, buttonClass, FOCUS_RING } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { INPUT_CLASS } from '../ui/TextInput'
import { deleteFile, displayName, formatSize } from './upload'
import { UploadDrop, UploadProgress, useUploads } from './UploadDrop'

export const FILES_PAGE_SIZE = 24

export type ProjectFile = {
  path: string
  url: string
  content_type: string
  is_image: boolean
  is_private: boolean
  size: number | null
  created_at: string
}

type FileList = { files: ProjectFile[]; total: number; offset: number; limit: number }

export const fileKeys = {
  all: (project: number) => ['project', project, 'files'] as const,
  list: (project: number, search: string, offset: number) => ['project', project, 'files', search, offset] as const,
}

function useFiles(project: number, search: string, offset: number) {
  return useQuery({
    queryKey: fileKeys.list(project, search, offset),
    queryFn: () => {
      const params = new URLSearchParams({ offset: String(offset), limit: String(FILES_PAGE_SIZE) })
      if (search) params.set('search', search)
      return get<FileList>(`/projects/${project}/files?${params}`)
    },
    placeholderData: keepPreviousData,
  })
}

function extension(path: string): string {
  const dot = path.lastIndexOf('.')
  return dot > 0 ? path.slice(dot + 1).toUpperCase().slice(0, 4) : 'BESTAND'
}

const DATE = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', year: 'numeric' })

function absolute(url: string): string {
  return new URL(url, window.location.origin).href
}

async function copyUrl(file: ProjectFile) {
  try {
    await navigator.clipboard.writeText(absolute(file.url))
    toast.success('URL gekopieerd')
  } catch {
    toast.error('Kopiëren lukte niet. Open het bestand en kopieer de URL uit de adresbalk.')
  }
}

function FileCard({ file, onDelete, deleting }: { file: ProjectFile; onDelete(): void; deleting: boolean }) {
  const name = displayName(file.path)
  return (
    <li className="flex flex-col overflow-hidden rounded-lg bg-white ring-1 ring-gray-200">
      <div className="flex aspect-[4/3] items-center justify-center bg-gray-100">
        {file.is_image ? (
          <img src={file.url} alt={name} loading="lazy" className="h-full w-full object-contain" />
        ) : (
          <span aria-hidden="true" className="rounded-md bg-white px-3 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-300">{extension(file.path)}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-gray-900" title={file.path}>{name}</p>
          <p className="text-xs text-gray-700">
            {[formatSize(file.size), DATE.format(new Date(file.created_at))].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="mt-auto flex flex-wrap gap-1.5">
          <Button className="min-h-9 px-2.5" aria-label={`URL van ${name} kopiëren`} onPress={() => void copyUrl(file)}>URL kopiëren</Button>
          <a href={file.url} download={name} className={buttonClass('secondary', 'min-h-9 px-2.5')} aria-label={`${name} downloaden`}>Downloaden</a>
          <ConfirmDialog
            title="Verwijderen"
            confirmLabel="Verwijderen"
            onConfirm={onDelete}
            trigger={<Button variant="quiet" className="min-h-9 px-2.5 text-red-800" isDisabled={deleting} aria-label={`${name} verwijderen`}>Verwijderen</Button>}
          />
        </div>
      </div>
    </li>
  )
}

export function FilesArea({ project }: { project: number }) {
  const location = useLocation()
  const search = location.searchParams.get('q') ?? ''
  const offset = Math.max(0, Number.parseInt(location.searchParams.get('offset') ?? '0', 10) || 0)
  const [typed, setTyped] = useState(search)
  const client = useQueryClient()
  const files = useFiles(project, search, offset)

  // The search reaches the URL (and the server) once the owner stops typing.
  useEffect(() => {
    if (typed === search) return
    const timer = window.setTimeout(() => {
      const params = new URLSearchParams(location.search)
      if (typed) params.set('q', typed)
      else params.delete('q')
      params.delete('offset')
      const query = params.toString()
      navigate(location.pathname + (query ? `?${query}` : ''), { replace: true })
    }, 300)
    return () => window.clearTimeout(timer)
  }, [typed, search, location])

  const refresh = () => void client.invalidateQueries({ queryKey: fileKeys.all(project) })
  const { uploads, start, dismiss } = useUploads({ isPrivate: false }, (file) => {
    toast.success(`${displayName(file.path)} geüpload`)
    refresh()
  })

  const remove = useMutation({
    mutationFn: (file: ProjectFile) => deleteFile(file.path, file.is_private, project),
    onSuccess: (_answer, file) => {
      toast.success(`${displayName(file.path)} verwijderd`)
      refresh()
    },
    onError: (error) => toast.error(`Niet verwijderd: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`),
  })

  let body: React.ReactNode
  if (files.isPending) body = <SkeletonRows label="Bestanden laden" />
  else if (files.isError) {
    body = <ErrorState message={files.error instanceof ApiError ? firstMessage(files.error.errors)! : 'De bestanden konden niet worden geladen.'} onRetry={() => void files.refetch()} />
  } else if (files.data.total === 0 && !search) {
    body = <EmptyState message="Je project heeft nog geen bestanden. Sleep afbeeldingen of documenten naar het vak hierboven of kies ze om ze te uploaden." />
  } else if (files.data.files.length === 0) {
    body = <EmptyState message="Geen bestanden gevonden. Pas je zoekterm aan." />
  } else {
    const { total, limit } = files.data
    const first = files.data.offset + 1
    const last = files.data.offset + files.data.files.length
    body = (
      <>
        <ul aria-label="Bestanden" className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
          {files.data.files.map((file) => (
            <FileCard key={file.path} file={file} deleting={remove.isPending && remove.variables?.path === file.path} onDelete={() => remove.mutate(file)} />
          ))}
        </ul>
        <nav aria-label="Pagina's met bestanden" className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-gray-700" aria-live="polite">{first}–{last} van {total}</p>
          <div className="flex gap-2">
            <Button isDisabled={files.data.offset === 0} onPress={() => navigate(withParam(location, 'offset', offset - limit > 0 ? String(offset - limit) : ''))}>Vorige</Button>
            <Button isDisabled={last >= total} onPress={() => navigate(withParam(location, 'offset', String(offset + limit)))}>Volgende</Button>
          </div>
        </nav>
      </>
    )
  }

  return (
    <>
      <PageTitle>Bestanden</PageTitle>
      <section aria-label="Uploaden" className="mb-5">
        <UploadDrop onFiles={start} hint="Sleep bestanden hierheen of kies ze op je apparaat. Afbeeldingen, PDF- en Office-bestanden tot 10 MB." />
        <UploadProgress uploads={uploads} onDismiss={dismiss} />
      </section>
      <div className="mb-4">
        <SearchField value={typed} onChange={setTyped} className="group sm:w-72">
          <Label className="block text-sm font-medium text-gray-900">Zoeken</Label>
          <div className="relative">
            <Input placeholder="Bestandsnaam" className={`${INPUT_CLASS} pr-9 [&::-webkit-search-cancel-button]:hidden`} />
            <AriaButton aria-label="Zoekterm wissen" className={`absolute right-1.5 top-1/2 mt-0.5 -translate-y-1/2 rounded px-2 text-gray-600 group-data-empty:hidden ${FOCUS_RING}`}>×</AriaButton>
          </div>
        </SearchField>
      </div>
      {body}
    </>
  )
}
