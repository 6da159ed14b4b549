// A grid's rules reach its children with the child combinator: `>*`, `>:nth-child(2)`.
const CHILD_COMBINATOR = />(?=\*\{|:nth-child\(\d{1,2}\)\{)/g;

/**
 * The `<style>` element of per-breakpoint values (responsive.ts). Its text is built
 * only from schema options and fixed CSS, never from stored text, and holds no `<`
 * and no `>` but the child combinators of a grid's rules.
 */
export function ResponsiveRules({ css }: { css: string }) {
  // A second line of defence: markup or escapes never belong in these rules.
  if (/[<>\\"']/.test(css.replace(CHILD_COMBINATOR, ''))) return null;
  return <style data-wm-responsive="">{css}</style>;
}
