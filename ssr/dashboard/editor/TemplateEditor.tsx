/**
 * `/wm/templates`: the project's reusable templates; `/wm/templates/{key}`: one template
 * in the visual editor (editor/EditorScreen), its sections autosaved into the template's
 * draft (`PUT …/templates/{key}` with If-Match). A template has no address of its own:
 * the frame previews the page it was opened from (`?pad=/over-ons`, set when the frame's
 * 'Bewerk de template' sends go_to_route).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { ApiError, call, firstMessage } from '../api'
import { EDITOR_QUERY } from '../queries'
import { useLocation } from '../router'
import { useCurrentProject, useWorkspace } from '../session'
import { AppLink } from '../Shell'
import type { Publishing } from '../types'
import { FOCUS_RING } from '../ui/Button'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { documentStatus, StatusPill } from '../ui/StatusPill'
import { EditorScreen } from './EditorScreen'
import type { SectionJson } from './sections'
import type { EditorSource } from './useEditorState'

export type Template = Publishing & { id: string; title: string; components: SectionJson[]; version: number }

const templateKey = (project: number, key: string) => ['project', project, 'template', key] as const
const templatesKey = (project: number) => ['project', project, 'templates'] as const

export function TemplateList({ project }: { project: number }) {
  const templates = useQuery({
    queryKey: templatesKey(project),
    queryFn: async () => (await call<{ templates: Template[] }>('GET', `/projects/${project}/templates`)).data.templates,
  })
  return (
    <>
      <PageTitle>Herbruikbare templates</PageTitle>
      {templates.isPending ? (
        <SkeletonRows rows={3} label="Templates laden" />
      ) : templates.isError ? (
        <ErrorState message="De templates konden niet worden geladen." onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <EmptyState message="Er zijn nog geen herbruikbare templates." />
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg bg-white ring-1 ring-gray-200">
          {templates.data.map((template) => (
            <li key={template.id} className="flex items-center justify-between gap-3 p-4">
              <AppLink href={`/wm/templates/${encodeURIComponent(template.id)}`} className={`font-medium text-indigo-800 hover:underline ${FOCUS_RING} rounded`}>
                {template.title || template.id}
              </AppLink>
              <StatusPill status={documentStatus(template)} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function TemplateBuilder({ project, template, previewPath, developer }: { project: number; template: Template; previewPath: string | null; developer: boolean }) {
  const client = useQueryClient()
  const source = useMemo<EditorSource>(() => {
    const path = `/projects/${project}/templates/${encodeURIComponent(template.id)}`
    const keep = (saved: Template) => {
      client.setQueryData(templateKey(project, template.id), saved)
      return { version: saved.version, components: saved.components ?? [] }
    }
    return {
      document: `template:${template.id}`,
      saved: { version: template.version, components: template.components ?? [] },
      write: async (components, version) =>
        keep((await call<{ template: Template }>('PUT', path, { body: { id: template.id, title: template.title, components }, ifMatch: version })).data.template),
      read: async () => keep((await call<{ template: Template }>('GET', path)).data.template),
      onSaved: () => {
        void client.invalidateQueries({ queryKey: templatesKey(project) })
        void client.invalidateQueries({ queryKey: ['project', project, 'documents'] })
      },
    }
    // The template as first loaded is the editor's start; later versions come through the queue.
  }, [client, project, template.id])
  return (
    <>
      <nav aria-label="Kruimelpad" className="mb-2 text-sm">
        <AppLink href="/wm/templates" className={`text-indigo-800 hover:underline ${FOCUS_RING} rounded`}>← Templates</AppLink>
        {previewPath ? (
          <>
            {' · '}
            <AppLink href="/wm/pages" className={`text-indigo-800 hover:underline ${FOCUS_RING} rounded`}>Pagina's</AppLink>
          </>
        ) : null}
      </nav>
      <PageTitle>
        <span className="flex flex-wrap items-center gap-3">
          Template: {template.title || template.id} <StatusPill status={documentStatus(template)} />
        </span>
      </PageTitle>
      <EditorScreen
        project={project}
        source={source}
        previewPath={previewPath}
        developer={developer}
        noPreview="Deze template heeft geen eigen adres. Open haar vanaf een pagina die haar toont (Bewerk de template) om haar in het voorbeeld te zien."
      />
    </>
  )
}

export function TemplateEditor({ project, templateId }: { project: number; templateId: string }) {
  const location = useLocation()
  const pad = location.searchParams.get('pad')
  const previewPath = pad && /^\/[^\s?#]*$/.test(pad) && !pad.startsWith('//') ? pad : null
  const workspace = useWorkspace()
  const current = useCurrentProject(workspace.data?.projects ?? [])
  const template = useQuery({
    queryKey: templateKey(project, templateId),
    queryFn: async () => (await call<{ template: Template }>('GET', `/projects/${project}/templates/${encodeURIComponent(templateId)}`)).data.template,
    ...EDITOR_QUERY,
  })
  if (template.isPending || (template.isSuccess && !template.isFetchedAfterMount)) return <SkeletonRows rows={4} label="Template laden" />
  if (template.isError) {
    const missing = template.error instanceof ApiError && template.error.status === 404
    return (
      <ErrorState
        message={missing ? 'Deze template bestaat niet (meer).' : template.error instanceof ApiError ? firstMessage(template.error.errors)! : 'De template kon niet worden geladen.'}
        onRetry={missing ? undefined : () => void template.refetch()}
      />
    )
  }
  return <TemplateBuilder key={templateId} project={project} template={template.data} previewPath={previewPath} developer={current?.role === 'developer'} />
}
