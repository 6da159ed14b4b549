import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const TEST_SUPPORT = join(SRC, 'test');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return path === TEST_SUPPORT ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test('production modules import neither the test runner nor test support (src/test)', () => {
  const offenders = sourceFiles(SRC).filter((path) => {
    const text = readFileSync(path, 'utf8');
    return /from ['"]vitest['"]/.test(text) || /from ['"][./]*\/test\//.test(text);
  });
  expect(offenders.map((path) => relative(SRC, path))).toEqual([]);
});
