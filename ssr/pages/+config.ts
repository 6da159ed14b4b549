/** Global vike settings: React rendering through vike-react, Dutch documents, no pre-rendering. */
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  lang: 'nl',
  // Every page depends on the visitor's host, so nothing can be rendered at build time.
  prerender: false,
} satisfies Config
