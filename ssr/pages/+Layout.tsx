/** Wraps every page; its only job is loading the site stylesheet (Tailwind build). */
import type { ReactNode } from 'react'
import '../styles/site.css'

export default function Layout({ children }: { children: ReactNode }) {
  return <>{children}</>
}
