/**
 * Who is logged in, through the HttpOnly `owner_token` cookie the login sets: `GET me`
 * answers the account and its projects, 401 means the login form. The project the
 * owner works on is kept per browser (localStorage) and always one of theirs.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { ApiError, call } from './api'
import type { Project, Workspace } from './types'

export const ME = ['me'] as const

export function useWorkspace() {
  return useQuery({
    queryKey: ME,
    queryFn: async (): Promise<Workspace | null> => {
      try {
        return (await call<Workspace>('GET', '/me')).data
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null
        throw error
      }
    },
    staleTime: 60_000,
  })
}

export function useLogin() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => call<Workspace>('POST', '/login', { body }),
    onSuccess: ({ data }) => client.setQueryData(ME, { account: data.account, projects: data.projects }),
  })
}

export function useLogout() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => call<void>('POST', '/logout'),
    onSettled: () => {
      client.clear()
      client.setQueryData(ME, null)
    },
  })
}

const PROJECT_KEY = 'wm.project'
const PROJECT_EVENT = 'wm:project'

function subscribe(onChange: () => void) {
  window.addEventListener(PROJECT_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(PROJECT_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

function stored(): string | null {
  try {
    return window.localStorage.getItem(PROJECT_KEY)
  } catch {
    return null
  }
}

export function chooseProject(id: number) {
  try {
    window.localStorage.setItem(PROJECT_KEY, String(id))
  } catch {
    // Private mode without storage: the choice lasts until the next reload.
  }
  window.dispatchEvent(new Event(PROJECT_EVENT))
}

/** The chosen project when it is still one of the account's, else the first. */
export function useCurrentProject(projects: Project[]): Project | undefined {
  const chosen = useSyncExternalStore(subscribe, stored, () => null)
  return projects.find((project) => String(project.id) === chosen) ?? projects[0]
}
