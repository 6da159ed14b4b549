/** The editing marks of the preview frame (outlines, grid controls, the active paragraph). */
export const FRAME_STYLE = `
.wm-edit-outline{position:absolute;pointer-events:none;z-index:2147483000;box-sizing:border-box;display:none}
.wm-edit-outline[data-kind="hover"]{outline:2px dashed #3b82f6;outline-offset:-2px}
.wm-edit-outline[data-kind="selected"]{outline:3px solid #1d4ed8;outline-offset:-3px}
[data-wm-paragraph]{cursor:text}
[data-wm-paragraph]:hover{outline:1px dashed #93c5fd;outline-offset:2px}
[data-wm-paragraph][data-wm-editing]{outline:2px solid #3b82f6;outline-offset:2px}
[data-wm-paragraph] .codex-editor__redactor{padding-bottom:0!important}
[data-wm-locked]{cursor:default}
[data-wm-grid]>[data-grid-item]{position:relative}
[data-wm-grid]>[data-grid-item][data-wm-active]{outline:2px dashed #3b82f6;outline-offset:2px}
.wm-edit-controls{position:absolute;top:4px;right:4px;z-index:2147482000;display:flex;gap:4px}
.wm-edit-controls button,.wm-grid-add{font:600 14px/1 system-ui,sans-serif;border:1px solid #1d4ed8;background:#fff;color:#1d4ed8;border-radius:4px;padding:6px 8px;cursor:pointer}
.wm-edit-controls button:focus-visible,.wm-grid-add:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.wm-edit-controls [data-control="drag"]{cursor:grab;touch-action:none}
.wm-edit-controls [data-control="close"]{background:#b91c1c;border-color:#b91c1c;color:#fff}
.wm-grid-add{margin-top:8px}
[data-grid-item][data-wm-dragging]{opacity:.5}
`
