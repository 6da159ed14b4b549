/**
 * Keeps <link rel="canonical"> right after client-side navigation: +Head only renders on
 * the server, so later pages update the tag the first render put in <head>.
 */
import { useEffect } from 'react'

export function useCanonicalLink(url: string): void {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
    if (!url) {
      link?.remove()
      return
    }
    if (!link) {
      link = document.createElement('link')
      link.rel = 'canonical'
      document.head.appendChild(link)
    }
    link.href = url
  }, [url])
}
