import type { DocumentKind } from '../types'

const KINDS: readonly DocumentKind[] = ['page', 'menu', 'form', 'template', 'settings']

export const isDocumentKind = (value: unknown): value is DocumentKind => KINDS.includes(value as DocumentKind)
