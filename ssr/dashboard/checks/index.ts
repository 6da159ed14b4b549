/** The publish check, for the Publiceren screen and the page editor (docs/page-editor.md). */
export { CheckList, MAX_MEASURED, PublishCheck, usePublishCheck, type CheckState, type CheckTarget } from './PublishCheck'
export { editorHref, isMenuDocument } from './links'
export { measurePreview, nearestSection } from './measure'
export { BUDGET, counts, mergeProblems, sendable, summary, WIDTHS, type CheckProblem } from './problems'
