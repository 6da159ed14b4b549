/**
 * The visual page editor (docs/page-editor.md, Editor): the page's preview in editable
 * mode in a frame (the spec's design frame 1672×800 at 0.8, or 390, 768 and 1280 px),
 * beside it the sections, the selected section's generated form and, for pages, the
 * page settings. Every change goes to the frame at once and into the draft (autosave,
 * useEditorState); undo and redo with the buttons or Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z,
 * Ctrl+Y; Ctrl/Cmd+S saves at once.
 */
import { newSessionToken, paragraphId, parseParagraphId, type EditorToFrame } from '@site/blocks/editor/protocol.ts'
import { blockCatalogue, sectionCatalogue, sectionSchemas, type BreakpointKey } from '@site/shared-schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Publishing } from '../types'
import type { PaletteColor } from '../kit/types.ts'
import { keys as queryKeys } from '../queries'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Tab, TabList, TabPanel, Tabs, ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, call, firstMessage } from '../api'
import { PublishCheck } from '../checks'
import { BlockSettingsForm } from '../kit/schema/BlockSettingsForm.tsx'
import { registerEditorFrame } from '../messages'
import { Button, FOCUS_RING } from '../ui/Button'
import { ErrorState } from '../ui/States'
import type { SaveStatus } from './draftQueue'
import type { GlobalsStatus, SettingsSaved } from './globalsQueue'
import { FrameBridge, frameUrl, originOf } from './frame'
import { historyKey } from './history'
import { publishItems } from './publishing'
import { displayName, initials, usePresence } from './presence'
import { SectionList } from './SectionList'
import { CatalogueDialog } from './Catalogue'
import {
  copyToClipboard,
  duplicateSection,
  findBlock,
  flattenBlocks,
  insertAt,
  moveSection,
  readClipboard,
  removeSection,
  sectionFrom,
  copySection,
  setBlock,
  setField,
  sameFieldValue,
  setMeta,
  type SectionJson,
  CLIPBOARD_STORAGE_KEY,
  sectionLabel,
} from './sections'
import { type ActiveParagraph, TextTools } from './TextTools'
import { type EditorSource, type SettingsSource, useEditorState } from './useEditorState'
import { isSaveKey } from '../ui/useSaveKeys'

export const DESIGN_FRAME = { width: 1672, height: 800, scale: 0.8 }

/**
 * The breakpoint whose values the forms edit at a device width (docs/page-editor.md,
 * "Per-breakpoint values"): the design frame and the phone edit the base (every width
 * without a value of its own), the tablet from 768 px, the laptop from 1190 px. The
 * phone also swaps the fields from 768 px up for their `_mobile` twins (isPhoneDevice).
 */
export function breakpointOfDevice(width: number): BreakpointKey {
  if (width === 768) return '768'
  if (width === 1280) return '1190'
  return 'base'
}

/** The phone: below 768 px, where the `_mobile` fields apply instead of the md ones. */
export function isPhoneDevice(width: number): boolean {
  return width < 768
}

const BREAKPOINT_NOTE: Partial<Record<BreakpointKey, string>> = {
  '768': 'Je bewerkt de marges, uitlijning, zichtbaarheid en tekstgrootte voor tablets en groter (vanaf 768 px).',
  '1190': 'Je bewerkt de marges, uitlijning, zichtbaarheid en tekstgrootte voor laptops en groter (vanaf 1190 px).',
}
export const DEVICES = [
  { width: DESIGN_FRAME.width, label: 'Ontwerp (1672 px)' },
  { width: 1280, label: 'Laptop (1280 px)' },
  { width: 768, label: 'Tablet (768 px)' },
  { width: 390, label: 'Telefoon (390 px)' },
] as const

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'Alles opgeslagen in het concept',
  pending: 'Wijzigingen worden opgeslagen…',
  saving: 'Opslaan…',
  offline: 'Geen verbinding: je wijzigingen staan klaar en worden opgeslagen zodra je weer online bent',
  retrying: 'Opslaan lukte niet: we proberen het opnieuw',
  conflict: 'Niet opgeslagen: iemand anders heeft dit intussen gewijzigd',
  error: 'Niet opgeslagen',
}

const GLOBALS_TEXT: Record<GlobalsStatus, string> = {
  saved: 'Sitebrede waarden opgeslagen in het concept van de instellingen',
  pending: 'Sitebrede waarden worden opgeslagen…',
  saving: 'Sitebrede waarden opslaan…',
  retrying: 'Sitebrede waarden opslaan lukte niet: we proberen het opnieuw',
  conflict: 'Sitebrede waarden niet opgeslagen',
  error: 'Sitebrede waarden niet opgeslagen',
}
const GLOBALS_CONFLICT = 'Iemand anders heeft deze sitebrede waarde intussen gewijzigd. Jouw waarde staat er nog en is niet over die van de ander heen geschreven.'

const CONFLICT_MESSAGE = 'Iemand anders heeft deze pagina intussen gewijzigd. Jouw wijzigingen staan er nog en zijn niet over die van de ander heen geschreven.'

const sectionTitles = new Map(sectionCatalogue().map((entry) => [entry.id, entry.title]))
const blockTitles = new Map(blockCatalogue().map((entry) => [entry.id, entry.title]))
const labelOf = (section: SectionJson) => sectionLabel(section, sectionTitles.get(section.template) ?? section.template)

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

type Selection = { section: string; block?: string } | null

export type EditorScreenProps = {
  project: number
  source: EditorSource
  /** The path to preview in the frame (a page's path), or null (no preview). */
  previewPath: string | null
  developer: boolean
  /** 'Pagina-instellingen' (pages only). */
  settings?: React.ReactNode
  /** What is shown when there is no preview. */
  noPreview?: string
}

function usePreviewLink(project: number, path: string | null) {
  return useQuery({
    queryKey: ['project', project, 'editor-preview', path],
    queryFn: async () => (await call<{ url: string; path: string; expires_at?: string }>('POST', `/projects/${project}/preview-links`, { body: { path } })).data,
    enabled: path !== null,
    // The frame keeps its link (a new one reloads it) until a minute before it expires:
    // the frame's section renders need a valid one.
    staleTime: Infinity,
    refetchInterval: (query) => {
      const expires = Date.parse(query.state.data?.expires_at ?? '')
      return Number.isNaN(expires) ? false : Math.max(60_000, expires - Date.now() - 60_000)
    },
    gcTime: 0,
    refetchOnWindowFocus: false,
  })
}

type ProjectLook = Publishing & { version: number; global_fields?: Record<string, unknown>; styles?: { colors?: PaletteColor[] } }

const settingsOf = (project: ProjectLook): SettingsSaved => ({ version: project.version, globals: project.global_fields ?? {}, unpublished: project.has_unpublished_changes })

/**
 * The project's settings for the section forms: the palette and the site-wide values
 * (`global_fields`), which the editor saves into the settings draft with the call of
 * Instellingen (`PUT …/projects/{id}`, If-Match on its version).
 */
function useProjectLook(project: number) {
  const client = useQueryClient()
  const answer = useQuery({
    queryKey: queryKeys.project(project),
    queryFn: async () => (await call<{ project: ProjectLook }>('GET', `/projects/${project}`)).data.project,
  })
  const palette = useMemo(
    () => (answer.data?.styles?.colors ?? []).map(({ label, key, value }) => ({ label: label || key || value, key, value })),
    [answer.data],
  )
  const [first, setFirst] = useState<SettingsSaved | null>(null)
  useEffect(() => {
    if (answer.data && !first) setFirst(settingsOf(answer.data))
  }, [answer.data, first])
  const settings = useMemo<SettingsSource | null>(() => {
    const keep = (data: ProjectLook) => {
      client.setQueryData(queryKeys.project(project), data)
      return settingsOf(data)
    }
    return {
      saved: first,
      write: async (globals, version) => keep((await call<{ project: ProjectLook }>('PUT', `/projects/${project}`, { body: { global_fields: globals }, ifMatch: version })).data.project),
      read: async () => keep((await call<{ project: ProjectLook }>('GET', `/projects/${project}`)).data.project),
      onSaved: () => void client.invalidateQueries({ queryKey: queryKeys.documents(project) }),
    }
  }, [client, project, first])
  return { globals: answer.data?.global_fields ?? {}, palette, settings, unpublished: answer.data?.has_unpublished_changes ?? false }
}

/**
 * The scale of the preview frame: the spec's design scale (0.8), or less when the
 * frame at that scale would be wider than the space beside the section list, so the
 * owner always sees the whole width of the page (the frame keeps its real width, so the
 * page lays out as on that device). Without a measured width: the design scale.
 */
export function fittedScale(frameWidth: number, available: number | null): number {
  if (!available || available <= 0) return DESIGN_FRAME.scale
  return Math.min(DESIGN_FRAME.scale, Math.floor((available / frameWidth) * 1000) / 1000)
}

/** The content width of `ref`'s element, followed as the window or the layout changes. */
function useAvailableWidth(ref: React.RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const style = getComputedStyle(element)
      setWidth(element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}

function SaveIndicator({ state, onRetry }: { state: ReturnType<typeof useEditorState>['status']; onRetry: () => void }) {
  const tone = state.status === 'saved' ? 'text-gray-700' : state.status === 'conflict' || state.status === 'error' ? 'text-red-800' : 'text-amber-900'
  return (
    <p role="status" aria-live="polite" className={`flex items-center gap-2 text-sm ${tone}`} data-save-status={state.status}>
      <span>{STATUS_TEXT[state.status]}{state.status === 'error' && state.message ? `: ${state.message}` : ''}</span>
      {state.status === 'offline' || state.status === 'retrying' || state.status === 'error' ? (
        <Button variant="quiet" className="min-h-8 px-2 py-1 text-xs" onPress={onRetry}>Nu opnieuw proberen</Button>
      ) : null}
    </p>
  )
}

/**
 * 'Pagina publiceren' ('Template publiceren'): saves both drafts, then publishes this document and, when the settings
 * draft has changes, the settings with it (publishing.ts).
 */
function PublishButton({ project, document, save, settingsChanged }: { project: number; document: string; save: () => Promise<boolean>; settingsChanged: boolean }) {
  const client = useQueryClient()
  const publish = useMutation({
    mutationFn: async () => {
      if (!(await save())) throw new Error('unsaved')
      // Read now: the settings may have changed since the editor opened.
      const settings = (await call<{ project: ProjectLook }>('GET', `/projects/${project}`)).data.project.has_unpublished_changes
      await call('POST', `/projects/${project}/publish`, { body: { items: publishItems(document, settings) } })
      return settings
    },
    onSuccess: (settings) => toast.success(settings ? 'Gepubliceerd, met de sitebrede instellingen' : 'Gepubliceerd'),
    onError: (error) =>
      toast.error(
        error instanceof ApiError
          ? `Niet gepubliceerd: ${firstMessage(error.errors) ?? 'probeer het opnieuw.'}`
          : error instanceof Error && error.message === 'unsaved'
            ? 'Niet gepubliceerd: je wijzigingen zijn nog niet opgeslagen.'
            : 'Niet gepubliceerd: probeer het opnieuw.',
      ),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.project(project) })
      void client.invalidateQueries({ queryKey: queryKeys.documents(project) })
    },
  })
  return (
    <span className="flex items-center gap-2">
      <Button variant="primary" onPress={() => publish.mutate()} isDisabled={publish.isPending} aria-describedby={settingsChanged ? 'publiceren-instellingen' : undefined}>
        {publish.isPending ? 'Publiceren…' : document.startsWith('template:') ? 'Template publiceren' : 'Pagina publiceren'}
      </Button>
      {settingsChanged ? <span id="publiceren-instellingen" className="text-xs text-gray-700">Met de sitebrede instellingen</span> : null}
    </span>
  )
}

export function EditorScreen({ project, source, previewPath, developer, settings, noPreview }: EditorScreenProps) {
  const [token] = useState(newSessionToken)
  const preview = usePreviewLink(project, previewPath)
  const src = useMemo(() => (preview.data ? frameUrl(preview.data.url, token, window.location.origin) : null), [preview.data, token])
  const frameOrigin = useMemo(() => (src ? originOf(src, window.location.href) : null), [src])
  const frameRef = useRef<HTMLIFrameElement>(null)
  const bridge = useMemo(
    () => (frameOrigin ? new FrameBridge({ token, origin: frameOrigin, target: () => frameRef.current?.contentWindow ?? null }) : null),
    [frameOrigin, token],
  )
  const [frameReady, setFrameReady] = useState(false)
  const [rendering, setRendering] = useState(0)
  // update_section is answered by section_rendered once the frame swapped the section in.
  const send = useCallback(
    (message: EditorToFrame) => {
      if (bridge?.send(message) && message.type === 'update_section') setRendering((count) => count + 1)
    },
    [bridge],
  )
  const look = useProjectLook(project)
  const editor = useEditorState(project, source, send, look.settings)
  const { components, change } = editor

  const [selection, setSelection] = useState<Selection>(null)
  const [tab, setTab] = useState<string>('secties')
  const [device, setDevice] = useState<number>(DESIGN_FRAME.width)
  // The preview's width on screen: the frame shrinks to fit it (never above the design scale).
  const regionRef = useRef<HTMLDivElement>(null)
  const available = useAvailableWidth(regionRef)
  const [active, setActive] = useState<ActiveParagraph | null>(null)
  const activeIdRef = useRef<string | null>(null)
  activeIdRef.current = active?.id ?? null
  const presence = usePresence(project, source.document, selection?.section ?? null)
  const [clipboard, setClipboard] = useState<SectionJson | null>(() => { const s = storage(); return s ? readClipboard(s) : null })

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const s = storage()
      if (s && (event.key === CLIPBOARD_STORAGE_KEY || event.key === null)) setClipboard(readClipboard(s))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  // The frame's go_to_route and set_management_tab navigate the dashboard (messages.ts).
  // A reusable template's 'Bewerk de template' opens the template editor previewing this page.
  useEffect(
    () =>
      frameOrigin
        ? registerEditorFrame({
            origin: frameOrigin,
            token,
            routeFor: (path) => (previewPath && /^\/wm\/templates\/[^/?#]+$/.test(path) ? `${path}?pad=${encodeURIComponent(previewPath)}` : path),
          })
        : undefined,
    [frameOrigin, token, previewPath],
  )

  const select = useCallback(
    (next: Selection, { fromFrame = false } = {}) => {
      setSelection(next)
      if (next) setTab('sectie')
      if (!fromFrame) send({ type: 'select_section', payload: { section: next?.section ?? null } })
    },
    [send],
  )

  // `?section=` (a problem clicked in Publiceren) selects that section once the frame is there.
  const wanted = useRef(typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('section'))
  useEffect(() => {
    const id = wanted.current
    if (!frameReady || !id || !components.some((section) => section.id === id)) return
    wanted.current = null
    select({ section: id })
  }, [frameReady, components, select])

  // Messages from the frame: only its origin with this session's token (FrameBridge).
  const handlers = useRef({ select, change, syncFrame: editor.syncFrame })
  handlers.current = { select, change, syncFrame: editor.syncFrame }
  useEffect(() => {
    if (!bridge) return
    const onMessage = (event: MessageEvent) => {
      const message = bridge.receive(event)
      if (!message) return
      const { select, change, syncFrame } = handlers.current
      switch (message.type) {
        case 'frame_ready':
          setFrameReady(true)
          setRendering(0)
          syncFrame()
          return
        case 'section_selected': {
          if (typeof message.payload.section !== 'string') return
          select({ section: message.payload.section, block: message.payload.block }, { fromFrame: true })
          // A click in a paragraph shows its text tools at once, with its attributes.
          const id = message.payload.paragraph
          if (typeof id === 'string' && parseParagraphId(id) && activeIdRef.current !== id) {
            activeIdRef.current = id
            setActive({ id, attributes: {}, selected_node: null })
            bridge.send({ type: `request_active_attrs_${id}`, payload: { type: 'attrs', payload: null } })
          }
          return
        }
        case 'paragraph_change': {
          const { section, block, field, data } = message.payload
          if (typeof section !== 'string' || typeof field !== 'string') return
          change((list) => setField(list, { section, block, field }, data), `paragraph:${section}:${block ?? ''}:${field}`, section)
          // The paragraph being typed in gets the text tools (the frame answers with its attributes).
          const id = paragraphId({ section, block, field })
          if (activeIdRef.current !== id) {
            activeIdRef.current = id
            setActive({ id, attributes: {}, selected_node: null })
            bridge.send({ type: `request_active_attrs_${id}`, payload: { type: 'attrs', payload: null } })
          }
          return
        }
        case 'grid_change': {
          const { section, block, field, items } = message.payload
          if (typeof section !== 'string' || typeof field !== 'string' || !Array.isArray(items)) return
          change((list) => setField(list, { section, block, field }, items), `grid:${section}:${block ?? ''}:${field}`, section)
          return
        }
        case 'section_rendered':
          setRendering((count) => Math.max(0, count - 1))
          return
        case 'go_to_route':
        case 'set_management_tab':
          return // messages.ts navigates
        default:
          if (message.type.startsWith('paragraph_attrs_')) {
            const id = message.type.slice('paragraph_attrs_'.length)
            if (!parseParagraphId(id)) return
            const payload = message.payload as ActiveParagraph
            setActive({ id, attributes: payload.attributes && typeof payload.attributes === 'object' ? payload.attributes : {}, selected_node: payload.selected_node ?? null })
          }
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [bridge])

  // Keyboard: undo, redo, save.
  const keys = useRef({ undo: editor.undo, redo: editor.redo, save: editor.save })
  keys.current = { undo: editor.undo, redo: editor.redo, save: editor.save }
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      // Fields outside the section's form (page settings, search) and code editors keep
      // their own undo of what is typed; the section form's fields are in our history.
      const editable = target?.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target?.tagName ?? '')
      if (target?.closest?.('.cm-editor') || (editable && !target?.closest?.('[data-editor-history]'))) return
      const command = historyKey(event)
      if (command) {
        event.preventDefault()
        keys.current[command]()
      } else if (isSaveKey(event)) {
        event.preventDefault()
        void keys.current.save()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const selectedSection = components.find((section) => section.id === selection?.section) ?? null
  const selectedBlock = selectedSection && selection?.block ? findBlock(selectedSection, selection.block) : null
  useEffect(() => {
    // A selected section that is gone (undo, a merge, a delete) is no longer selected,
    // and the text tools close with its paragraph.
    if (selection && !selectedSection) {
      setSelection(null)
      setTab((current) => (current === 'sectie' ? 'secties' : current))
    }
  }, [selection, selectedSection])
  const activeSection = active ? parseParagraphId(active.id)?.section : null
  useEffect(() => {
    if (activeSection && !components.some((section) => section.id === activeSection)) setActive(null)
  }, [activeSection, components])

  const actions = {
    select: (id: string) => select({ section: id }),
    move: (from: number, to: number) => change((list) => moveSection(list, from, to)),
    duplicate: (id: string) => {
      let copy: SectionJson | null = null
      change((list) => {
        const result = duplicateSection(list, id)
        copy = result.copy
        return result.components
      })
      if (copy) toast.success('Sectie gedupliceerd')
    },
    copy: (id: string) => {
      const section = components.find((item) => item.id === id)
      const s = storage()
      if (section && s && copyToClipboard(s, section)) {
        setClipboard(section)
        toast.success('Sectie gekopieerd: plak haar op deze of een andere pagina')
      } else toast.error('Kopiëren lukte niet in deze browser.')
    },
    remove: (id: string) => {
      change((list) => removeSection(list, id))
      toast.success('Sectie verwijderd', { action: { label: 'Ongedaan maken', onClick: () => keys.current.undo() } })
    },
  }
  const insertIndex = () => {
    const index = components.findIndex((section) => section.id === selection?.section)
    return index < 0 ? components.length : index + 1
  }
  const add = (section: SectionJson) => {
    const at = insertIndex()
    change((list) => insertAt(list, at, section))
    select({ section: section.id })
  }

  const conflict = editor.status.status === 'conflict'
  // A site-wide value changed in this session (its save state stays shown), and whether
  // the settings draft differs from the live site (publishing takes it along).
  const globalsTouched = editor.globalsEdited
  const settingsChanged = editor.globalsStatus?.saved.unpublished ?? look.unpublished
  const attempt = (action: () => Promise<unknown>) => () => {
    action().catch((error: unknown) => toast.error(error instanceof ApiError ? firstMessage(error.errors) ?? 'Dat lukte niet.' : 'Dat lukte niet: probeer het opnieuw.'))
  }

  const frameWidth = device
  const scale = fittedScale(frameWidth, available)
  // A frame shrunk to fit grows taller, so the preview keeps the design frame's height on
  // screen (800 at 0.8) and shows more of the page instead of a thin strip.
  const frameHeight = Math.max(DESIGN_FRAME.height, Math.round((DESIGN_FRAME.height * DESIGN_FRAME.scale) / scale))
  const boxWidth = Math.round(frameWidth * scale)
  const boxHeight = Math.round(frameHeight * scale)

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button onPress={editor.undo} isDisabled={!editor.canUndo} aria-keyshortcuts="Control+Z Meta+Z">Ongedaan maken</Button>
        <Button onPress={editor.redo} isDisabled={!editor.canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">Opnieuw</Button>
        <ToggleButtonGroup
          aria-label="Schermbreedte"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[String(device)]}
          onSelectionChange={(keys) => setDevice(Number([...keys][0]))}
          className="flex flex-wrap rounded-md ring-1 ring-gray-300"
        >
          {DEVICES.map((option) => (
            <ToggleButton key={option.width} id={String(option.width)} className={`min-h-10 whitespace-nowrap px-3 text-sm text-gray-800 first:rounded-l-md last:rounded-r-md data-selected:bg-indigo-700 data-selected:text-white ${FOCUS_RING}`}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      {/* A row of its own: a save state of another length never moves what is below. */}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <SaveIndicator state={editor.status} onRetry={() => void editor.save()} />
        <PublishButton project={project} document={source.document} save={editor.save} settingsChanged={settingsChanged} />
      </div>
      {editor.globalsStatus && (editor.globalsStatus.status !== 'saved' || globalsTouched) ? (
        <p role="status" className={`text-sm ${editor.globalsStatus.status === 'saved' ? 'text-gray-700' : editor.globalsStatus.status === 'conflict' || editor.globalsStatus.status === 'error' ? 'text-red-800' : 'text-amber-900'}`} data-globals-status={editor.globalsStatus.status}>
          {GLOBALS_TEXT[editor.globalsStatus.status]}
          {editor.globalsStatus.status === 'error' && editor.globalsStatus.message ? `: ${editor.globalsStatus.message}` : ''}
          {editor.globalsStatus.status === 'saved' ? '; ze gelden voor de hele site zodra je publiceert.' : ''}
        </p>
      ) : null}
      {editor.globalsStatus?.status === 'conflict' ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-medium">{GLOBALS_CONFLICT}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="primary" onPress={attempt(editor.keepMyGlobals)}>Mijn waarde opslaan</Button>
            <Button onPress={attempt(editor.takeTheirGlobals)}>Hun waarde nemen</Button>
          </div>
        </div>
      ) : null}

      {editor.restored ? (
        <p role="status" className="rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950">
          Niet-opgeslagen wijzigingen van je vorige bezoek zijn teruggezet en worden opgeslagen.
        </p>
      ) : null}
      {conflict ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-medium">{CONFLICT_MESSAGE}</p>
          <p className="mt-1">Samenvoegen laadt de nieuwste versie en zet jouw wijzigingen er opnieuw in; secties die jullie allebei wijzigden krijgen jouw versie.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="primary" onPress={attempt(editor.merge)}>Samenvoegen</Button>
            <Button onPress={attempt(editor.takeTheirs)}>Mijn wijzigingen weggooien</Button>
          </div>
        </div>
      ) : null}
      {presence.length > 0 ? (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
          <span className="font-medium">Ook hier bezig:</span>
          {presence.map((person) => {
            const on = components.find((section) => section.id === person.section)
            return (
              <span key={person.user.id} className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 py-0.5 pl-0.5 pr-2 text-amber-950">
                <span aria-hidden="true" className="flex size-6 items-center justify-center rounded-full bg-amber-300 text-[10px] font-semibold">{initials(person.user)}</span>
                {displayName(person.user)}{on ? ` (bij ${labelOf(on)})` : ''}
              </span>
            )
          })}
        </p>
      ) : null}

      <div className="flex flex-col gap-4 xl:flex-row xl:items-start">
        <div className="min-w-0 flex-1 space-y-2">
          {active ? <TextTools active={active} developer={developer} project={project} send={send} /> : null}
          {/* Scrolls sideways when the frame is wider than the screen; focusable for keyboards. */}
          <div ref={regionRef} role="region" aria-label="Voorbeeld" tabIndex={0} className={`overflow-auto rounded-lg bg-gray-100 p-2 ring-1 ring-gray-200 ${FOCUS_RING}`}>
            {previewPath === null ? (
              <p className="p-6 text-sm text-gray-700">{noPreview ?? 'Geen voorbeeld beschikbaar.'}</p>
            ) : preview.isError ? (
              <ErrorState message={preview.error instanceof ApiError ? firstMessage(preview.error.errors)! : 'Het voorbeeld kon niet worden geladen.'} onRetry={() => void preview.refetch()} />
            ) : !src ? (
              <div role="status" aria-label="Voorbeeld laden" className="animate-pulse rounded bg-gray-200" style={{ width: boxWidth, height: boxHeight }} />
            ) : (
              <div className="mx-auto overflow-hidden bg-white shadow" style={{ width: boxWidth, height: boxHeight }} aria-busy={!frameReady || rendering > 0}>
                <iframe
                  ref={frameRef}
                  title="Voorbeeld van de pagina (bewerken)"
                  src={src}
                  style={{ width: frameWidth, height: frameHeight, transform: `scale(${scale})`, transformOrigin: 'top left', border: 0 }}
                />
              </div>
            )}
          </div>
        </div>

        <aside aria-label="Secties en instellingen" className="w-full shrink-0 xl:w-96">
          <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
            <TabList aria-label="Zijpaneel" className="flex gap-1 border-b border-gray-200">
              <Tab id="secties" className={`-mb-px cursor-pointer border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-700 data-selected:border-indigo-700 data-selected:text-indigo-800 ${FOCUS_RING}`}>Secties</Tab>
              <Tab id="sectie" isDisabled={!selectedSection} className={`-mb-px cursor-pointer border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-700 data-disabled:cursor-default data-disabled:text-gray-400 data-selected:border-indigo-700 data-selected:text-indigo-800 ${FOCUS_RING}`}>Sectie</Tab>
              <Tab id="controle" className={`-mb-px cursor-pointer border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-700 data-selected:border-indigo-700 data-selected:text-indigo-800 ${FOCUS_RING}`}>Controle</Tab>
              {settings ? <Tab id="instellingen" className={`-mb-px cursor-pointer border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-700 data-selected:border-indigo-700 data-selected:text-indigo-800 ${FOCUS_RING}`}>Pagina-instellingen</Tab> : null}
            </TabList>
            <TabPanel id="secties" className="space-y-3 pt-3 outline-none">
              <div className="flex flex-wrap gap-2">
                <CatalogueDialog developer={developer} previewUrl={preview.data?.url ?? null} onAdd={(entry) => add(sectionFrom(entry))} />
                <Button
                  isDisabled={!clipboard}
                  onPress={() => {
                    if (clipboard) add(copySection(clipboard))
                  }}
                >
                  Plakken{clipboard ? `: ${labelOf(clipboard)}` : ''}
                </Button>
              </div>
              <SectionList components={components} labelOf={labelOf} selected={selection?.section ?? null} presence={presence} actions={actions} />
            </TabPanel>
            <TabPanel id="sectie" className="pt-3 outline-none">
              {selectedSection ? (
                <SectionForm
                  key={selectedSection.id}
                  breakpoint={breakpointOfDevice(device)}
                  phone={isPhoneDevice(device)}
                  project={project}
                  section={selectedSection}
                  block={selectedBlock}
                  developer={developer}
                  look={look}
                  globals={editor.globals ?? look.globals}
                  changeGlobals={editor.globals ? editor.changeGlobals : null}
                  onSelectBlock={(block) => select({ section: selectedSection.id, block: block ?? undefined })}
                  change={change}
                />
              ) : (
                <p className="text-sm text-gray-700">Kies een sectie in de lijst of in het voorbeeld.</p>
              )}
            </TabPanel>
            <TabPanel id="controle" className="space-y-3 pt-3 outline-none">
              <p className="text-sm text-gray-700">Controleert het concept zoals een bezoeker het ziet, op 390 en 1280 px: toegankelijkheid (WCAG 2.2 AA), koppen, afbeeldingen zonder alternatieve tekst, kapotte links, producten en het gewicht van de pagina. Klik op een probleem om de sectie te kiezen.</p>
              {preview.data ? (
                <PublishCheck
                  project={project}
                  document={source.document}
                  title="Deze pagina"
                  url={preview.data.url}
                  onSelect={(section) => {
                    if (section && components.some((item) => item.id === section)) select({ section })
                  }}
                />
              ) : (
                <p className="text-sm text-gray-700">{noPreview ?? 'Geen voorbeeld beschikbaar om te controleren.'}</p>
              )}
            </TabPanel>
            {settings ? <TabPanel id="instellingen" shouldForceMount className="pt-3 outline-none data-inert:hidden">{settings}</TabPanel> : null}
          </Tabs>
        </aside>
      </div>
    </div>
  )
}

function SectionForm({
  project,
  section,
  block,
  developer,
  look,
  onSelectBlock,
  change,
  breakpoint,
  phone,
  globals,
  changeGlobals,
}: {
  globals: Record<string, unknown>
  changeGlobals: ReturnType<typeof useEditorState>['changeGlobals'] | null
  breakpoint: BreakpointKey
  phone: boolean
  project: number
  section: SectionJson
  block: ReturnType<typeof findBlock>
  developer: boolean
  look: ReturnType<typeof useProjectLook>
  onSelectBlock: (block: string | null) => void
  change: ReturnType<typeof useEditorState>['change']
}) {
  const blocks = flattenBlocks(section)
  const known = section.template in sectionSchemas
  // A site-wide value goes into the settings draft (one undo step per field while typing).
  // One function for the form's life: the form rebuilds its fields when it changes.
  const latest = useRef({ globals, changeGlobals })
  latest.current = { globals, changeGlobals }
  const editable = changeGlobals !== null
  const onGlobalsChange = useMemo(
    () =>
      editable
        ? (next: Record<string, unknown>, key: string) => {
            const { globals: current, changeGlobals: save } = latest.current
            if (save && !sameFieldValue(current[key], next[key])) save(next, `global:${key}`)
          }
        : undefined,
    [editable],
  )
  return (
    <div className="space-y-4" data-editor-history>
      <h2 className="text-base font-semibold text-gray-900">{block ? `${blockTitles.get(block.type) ?? block.type} in ${labelOf(section)}` : labelOf(section)}</h2>
      {BREAKPOINT_NOTE[breakpoint] ? <p className="rounded-md bg-indigo-50 p-2 text-sm text-indigo-950">{BREAKPOINT_NOTE[breakpoint]}</p> : null}
      {blocks.length > 0 ? (
        <nav aria-label="Blokken van de sectie" className="space-y-1">
          <Button variant="quiet" className="min-h-8 px-2 py-1 text-xs" onPress={() => onSelectBlock(null)} aria-current={!block ? 'true' : undefined}>Sectie-instellingen</Button>
          <ul className="space-y-0.5">
            {blocks.map(({ block: item, depth }) => (
              <li key={item.id} style={{ paddingLeft: depth * 12 }}>
                <Button variant="quiet" className={`min-h-8 px-2 py-1 text-xs ${item.id === block?.id ? 'bg-indigo-50 text-indigo-900' : ''}`} aria-current={item.id === block?.id ? 'true' : undefined} onPress={() => onSelectBlock(item.id)}>
                  Blok: {blockTitles.get(item.type) ?? item.type}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {block ? (
        <BlockSettingsForm
          breakpoint={breakpoint}
          phone={phone}
          kind="block"
          type={block.type}
          value={block.props ?? {}}
          style={block.style ?? {}}
          globals={globals}
          onGlobalsChange={onGlobalsChange}
          palette={look.palette}
          developer={developer}
          project={project}
          onChange={(props, key) => sameFieldValue(block.props?.[key], props[key]) || change((list) => setBlock(list, section.id, block.id, (item) => ({ ...item, props })), `props:${block.id}:${key}`)}
          onStyleChange={(style, key) => sameFieldValue(block.style?.[key], style[key]) || change((list) => setBlock(list, section.id, block.id, (item) => ({ ...item, style })), `style:${block.id}:${key}`)}
        />
      ) : known ? (
        <BlockSettingsForm
          breakpoint={breakpoint}
          phone={phone}
          kind="section"
          type={section.template}
          value={section.meta ?? {}}
          globals={globals}
          onGlobalsChange={onGlobalsChange}
          palette={look.palette}
          developer={developer}
          project={project}
          onChange={(meta, key) => sameFieldValue(section.meta?.[key], meta[key]) || change((list) => setMeta(list, section.id, meta), `meta:${section.id}:${key}`)}
        />
      ) : (
        <p className="text-sm text-gray-700">Deze sectie heeft geen instellingen.</p>
      )}
    </div>
  )
}
