/**
 * Editable mode (the page inside the editor's preview frame, docs/page-editor.md): the
 * section and block a rich-text field or grid belongs to, so it can name itself with a
 * protocol address (`paragraphId`). Provided by SectionView and BlockView only when the
 * site is editable, so visitor markup never changes.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FieldAddress } from './protocol.ts';

export interface EditableScopeValue {
  section: string;
  block?: string;
  /** Inside an accordion (spec: its inner blocks are not editable). */
  locked?: boolean;
}

const EditableScope = createContext<EditableScopeValue | null>(null);

export function EditableScopeProvider({ value, children }: { value: EditableScopeValue; children: ReactNode }) {
  return <EditableScope.Provider value={value}>{children}</EditableScope.Provider>;
}

export function useEditableScope(): EditableScopeValue | null {
  return useContext(EditableScope);
}

/** The address of `field` in the current scope, or null outside editable mode (or when locked). */
export function useFieldAddress(field: string | undefined): FieldAddress | null {
  const scope = useEditableScope();
  if (!scope || scope.locked || !field) return null;
  return scope.block ? { section: scope.section, block: scope.block, field } : { section: scope.section, field };
}

/** DOM attributes of editable mode (the frame bridge, ssr/frame/, reads them). */
export const SECTION_ATTRIBUTE = 'data-wm-section';
export const PARAGRAPH_ATTRIBUTE = 'data-wm-paragraph';
/** The field's Editor.js data as JSON. */
export const PARAGRAPH_DATA_ATTRIBUTE = 'data-wm-data';
/** A grid the editor may change: the paragraph-style address of its `collections` field. */
export const GRID_ATTRIBUTE = 'data-wm-grid';
export const GRID_ITEMS_ATTRIBUTE = 'data-wm-grid-items';
export const LOCKED_ATTRIBUTE = 'data-wm-locked';
export const TEMPLATE_EDIT_ATTRIBUTE = 'data-wm-template-edit';
