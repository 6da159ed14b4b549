/**
 * The owner dashboard, rendered in the browser: the login form until `GET me` knows
 * the owner, then the shell with the area the URL names (areas.ts).
 */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { RouterProvider } from 'react-aria-components'
import { toast, Toaster } from 'sonner'
import { ApiError, firstMessage, shouldRetry } from './api'
import { areaPath, canonicalPath, isEditorRoute, routeOf } from './areas'
import { Login } from './Login'
import { listenToFrames } from './messages'
import {
  FilesArea,
  FormsArea,
  KitShowcase,
  MenusArea,
  OverviewArea,
  PageEditor,
  PageList,
  PublishArea,
  RedirectsArea,
  SettingsArea,
  ShopArea,
  SubmissionsArea,
  TemplateEditor,
  TemplateList,
} from './screens'
import { navigate, useLocation } from './router'
import { FilesProject } from './files/upload'
import { ME, useCurrentProject, useWorkspace } from './session'
import { Shell } from './Shell'
import { ErrorState, SkeletonRows } from './ui/States'

/** `/wm/kit`: every field type of the form-field kit and a wizard (docs/form-field-kit.md). */
function KitArea({ project }: { project: number }) {
  return <KitShowcase project={project} />
}

function Area({ project }: { project: number }) {
  const location = useLocation()
  const { area, rest } = routeOf(location.pathname)
  if (area === 'publish') return <PublishArea project={project} rest={rest} />
  if (area === 'settings') return <SettingsArea project={project} />
  if (area === 'kit') return <KitArea project={project} />
  if (area === 'menus') return <MenusArea project={project} rest={rest} />
  if (area === 'forms') return <FormsArea project={project} rest={rest} />
  if (area === 'submissions') return <SubmissionsArea project={project} rest={rest} />
  if (area === 'overview') return <OverviewArea project={project} />
  if (area === 'redirects') return <RedirectsArea project={project} />
  if (area === 'shop') return <ShopArea project={project} rest={rest} />
  if (area === 'files') return <FilesArea project={project} />
  if (area === 'templates') return rest[0] ? <TemplateEditor project={project} templateId={decodeURIComponent(rest[0])} /> : <TemplateList project={project} />
  const pageId = Number(rest[0])
  if (rest.length > 0 && Number.isInteger(pageId) && pageId > 0) return <PageEditor project={project} pageId={pageId} />
  return <PageList project={project} />
}

function Screens() {
  const location = useLocation()
  const workspace = useWorkspace()
  const project = useCurrentProject(workspace.data?.projects ?? [])
  const target = canonicalPath(location)

  useEffect(() => {
    if (target) navigate(target, { replace: true })
  }, [target])
  useEffect(() => listenToFrames(), [])
  useEffect(() => {
    // After a navigation, screen readers and keyboards start at the new screen.
    document.getElementById('inhoud')?.focus({ preventScroll: true })
  }, [location.pathname])

  if (workspace.isPending) return <div className="p-6"><SkeletonRows rows={3} label="Dashboard laden" /></div>
  if (workspace.isError) return <main className="p-6"><ErrorState message="Het dashboard kon niet worden geladen." onRetry={() => void workspace.refetch()} /></main>
  if (!workspace.data) return <Login />
  if (!project) return <main className="p-6"><ErrorState message="Je account hoort bij geen enkel project. Vraag de eigenaar van de website je toe te voegen." /></main>
  const { area } = routeOf(location.pathname)
  return (
    <Shell account={workspace.data.account} projects={workspace.data.projects} project={project} area={area} wide={isEditorRoute(location.pathname)}>
      <Suspense fallback={<SkeletonRows rows={3} label="Scherm laden" />}>
        <FilesProject.Provider value={project.id}>
          <Area key={project.id} project={project.id} />
        </FilesProject.Provider>
      </Suspense>
    </Shell>
  )
}

/**
 * A 401 or 403 on any call means the login or the access changed under the open
 * dashboard (logged out or in as someone else in another tab, removed from the
 * project): `me` is asked again, so the login form or the account's own projects
 * follow, and a refusal says so in the API's words instead of showing a broken screen.
 */
function refused(client: QueryClient, error: unknown, { say }: { say: boolean }) {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return
  // Before the login `me` is already null: a refused login changes nothing.
  if (!client.getQueryData(ME)) return
  void client.invalidateQueries({ queryKey: ME })
  if (say && error.status === 403) toast.error(firstMessage(error.errors) ?? 'Je hebt geen toegang.', { id: 'geen-toegang' })
}

export function Dashboard() {
  const [client] = useState(() => {
    const client: QueryClient = new QueryClient({
      queryCache: new QueryCache({ onError: (error, query) => { if (query.queryKey[0] !== ME[0]) refused(client, error, { say: true }) } }),
      // A failed save toasts its own reason.
      mutationCache: new MutationCache({ onError: (error) => refused(client, error, { say: false }) }),
      defaultOptions: {
        queries: { retry: shouldRetry, staleTime: 10_000 },
        mutations: { retry: false },
      },
    })
    return client
  })
  return (
    <QueryClientProvider client={client}>
      <RouterProvider navigate={(to) => navigate(String(to))}>
        <Screens />
      </RouterProvider>
      {/* Above the editors' save bar (about 65 px high), so a toast never covers Opslaan. */}
      <Toaster position="bottom-center" offset={{ bottom: 80 }} mobileOffset={{ bottom: 80 }} closeButton toastOptions={{ duration: 4000 }} />
    </QueryClientProvider>
  )
}

export { areaPath }
