/**
 * The per-project part of the theme: CSS custom properties (--wm-<key>) for the
 * project's palette (project.styles.colors), read by the @theme block of theme.css.
 * SSR puts the result in a <style> element; only safe keys and colour values pass,
 * so the text can never close that element or inject other rules.
 */
import type { Project, ProjectColor } from '../site/types.ts';
import { rgbaCss } from '../style/colour.ts';

/** The id of the page's <style> element holding projectThemeCss (ssr/site/documentHead.ts). */
export const PROJECT_THEME_ID = 'project-theme';

const KEY = /^[a-z][a-z0-9-]{0,40}$/;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function cssColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return HEX.test(trimmed) ? trimmed : rgbaCss(trimmed);
}

/** The custom property declarations (no selector), one per usable project colour. */
export function projectColourDeclarations(project: Pick<Project, 'styles'> | null | undefined): string[] {
  const colours = project?.styles?.colors;
  if (!Array.isArray(colours)) return [];
  const declarations = new Map<string, string>();
  for (const colour of colours as ProjectColor[]) {
    const key = typeof colour?.key === 'string' ? colour.key.trim().toLowerCase() : '';
    const value = cssColour(colour?.value);
    if (KEY.test(key) && value) declarations.set(key, `--wm-${key}: ${value};`);
  }
  return [...declarations.values()];
}

/** ':root { --wm-primary-500: rgba(180, 83, 9, 1); ... }', or '' without project colours. */
export function projectThemeCss(project: Pick<Project, 'styles'> | null | undefined): string {
  const declarations = projectColourDeclarations(project);
  return declarations.length ? `:root {\n  ${declarations.join('\n  ')}\n}\n` : '';
}
