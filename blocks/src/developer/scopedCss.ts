/**
 * Custom-code CSS, limited to its own block: every rule is nested inside the block's
 * selector (CSS nesting, so `.title {}` means `<block> .title {}` and `& {}` is the
 * block itself). Rules that cannot be nested or only make sense globally
 * (@import, @font-face, @keyframes, @property, ...) stay top-level, in front.
 * The result is safe to put inside a <style> element.
 */

const GLOBAL_AT_RULES = new Set([
  'charset',
  'import',
  'namespace',
  'font-face',
  'keyframes',
  '-webkit-keyframes',
  'property',
  'counter-style',
  'font-feature-values',
  'font-palette-values',
  'page',
]);

/** The top-level statements of a stylesheet: rules and at-rules, comments attached. */
function topLevelStatements(css: string): string[] {
  const statements: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      index = end < 0 ? css.length : end + 1;
    } else if (char === '"' || char === "'") {
      let end = index + 1;
      while (end < css.length && css[end] !== char && css[end] !== '\n') end += css[end] === '\\' ? 2 : 1;
      index = end;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) {
        statements.push(css.slice(start, index + 1));
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      statements.push(css.slice(start, index + 1));
      start = index + 1;
    }
  }
  const rest = css.slice(start);
  if (rest.trim()) statements.push(rest);
  return statements.map((statement) => statement.trim()).filter(Boolean);
}

function atRuleName(statement: string): string | null {
  const withoutComments = statement.replace(/\/\*[\s\S]*?\*\//g, '').trimStart();
  const match = /^@([\w-]+)/.exec(withoutComments);
  return match ? match[1].toLowerCase() : null;
}

/** Keeps the CSS from closing its <style> element early. */
function styleElementSafe(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/** `css` scoped to the elements matched by `scope` (a selector); '' for empty CSS. */
export function scopeCss(css: unknown, scope: string): string {
  if (typeof css !== 'string' || !css.trim()) return '';
  const global: string[] = [];
  const scoped: string[] = [];
  for (const statement of topLevelStatements(css)) {
    const name = atRuleName(statement);
    // '@layer a, b;' orders layers for the whole sheet; '@layer a { ... }' holds rules.
    const layerOrder = name === 'layer' && !statement.includes('{');
    if (name !== null && (GLOBAL_AT_RULES.has(name) || layerOrder)) global.push(statement);
    else scoped.push(statement);
  }
  const parts = [...global];
  if (scoped.length) parts.push(`${scope} {\n${scoped.join('\n')}\n}`);
  return styleElementSafe(parts.join('\n'));
}
