/**
 * 'Voorbeeld': a signed preview link of a path, opened in a new tab. The tab is opened
 * on the click itself (browsers block windows opened after an await) and pointed at the
 * link once the API answers; it renders the project's drafts (docs/publishing.md).
 */
import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { call, firstMessage, ApiError } from './api'

export function usePreview(project: number) {
  return useMutation({
    mutationFn: async (path: string) => {
      const tab = window.open('about:blank', '_blank')
      if (tab) tab.opener = null
      try {
        const { data } = await call<{ url: string; path: string }>('POST', `/projects/${project}/preview-links`, { body: { path } })
        if (tab) tab.location.href = data.path
        else window.location.href = data.path
      } catch (error) {
        tab?.close()
        throw error
      }
    },
    onError: (error) => toast.error(error instanceof ApiError ? firstMessage(error.errors) : 'Het voorbeeld kon niet worden geopend.'),
  })
}
