/**
 * Compiles theme.css with Tailwind 4 the way SSR does and checks that the classes the
 * blocks use exist and follow the project's --wm-* colours and the spec breakpoints.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'tailwindcss';
import { optionSets } from '@site/shared-schema';
import { beforeAll, describe, expect, test } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

async function loadStylesheet(id: string, base: string) {
  const file = id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : path.resolve(base, id);
  return { path: file, base: path.dirname(file), content: await readFile(file, 'utf8') };
}

let build: (candidates: string[]) => string;
let themeCss: string;

beforeAll(async () => {
  themeCss = await readFile(path.join(here, 'theme.css'), 'utf8');
  const compiler = await compile('@import "tailwindcss";\n@import "./theme.css";', { base: here, loadStylesheet });
  build = (candidates) => compiler.build(candidates);
});

function rule(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  return start < 0 ? '' : css.slice(start, css.indexOf('}', start) + 1);
}

describe('theme.css', () => {
  test('palette classes read the project colour variables, with a mixed fallback', () => {
    const css = build(['bg-primary-500', 'text-secondary-500', 'border-primary-500', 'bg-primary-100']);
    expect(rule(css, '.bg-primary-500')).toContain('background-color: var(--color-primary-500)');
    expect(rule(css, '.text-secondary-500')).toContain('color: var(--color-secondary-500)');
    expect(rule(css, '.border-primary-500')).toContain('border-color: var(--color-primary-500)');
    expect(css).toContain('--color-primary-500: var(--wm-primary-500, #1d4ed8)');
    expect(css).toMatch(/--color-primary-100: var\(--wm-primary-100, color-mix\(in oklab, var\(--wm-primary-500/);
  });

  test('every colour of the palette option set has a theme colour', () => {
    const keys = optionSets.colors['x-options'].map((option) => option.value).filter((key) => !['', 'white', 'black', 'transparent'].includes(key));
    const missing = keys.filter((key) => !themeCss.includes(`--color-${key}:`));
    expect(missing).toEqual([]);
  });

  test('breakpoints follow the spec: sm 640, md 768, lg 1190, xl 1340, 2xl 1600', () => {
    const css = build(['sm:flex', 'md:flex', 'lg:flex', 'xl:flex', '2xl:flex']);
    for (const width of [640, 768, 1190, 1340, 1600]) expect(css).toContain(`@media (width >= ${width}px)`);
  });

  test('fonts, max-w-screen-xl and the plain text-shadow exist', () => {
    const css = build(['font-main', 'font-primary', 'max-w-screen-xl', 'text-shadow', 'text-shadow-md']);
    expect(rule(css, '.font-main')).toContain('font-family: var(--font-main)');
    expect(rule(css, '.font-primary')).toContain('font-family: var(--font-primary)');
    expect(rule(css, '.max-w-screen-xl')).toContain('max-width: var(--breakpoint-xl)');
    expect(rule(css, '.text-shadow')).toContain('text-shadow:');
    expect(css).toContain('.text-shadow-md');
  });
});
