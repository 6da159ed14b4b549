/**
 * The `<style>` element of per-breakpoint values (responsive.ts). Its text is built
 * only from schema options and fixed CSS, never from stored text, and holds no `<`.
 */
export function ResponsiveRules({ css }: { css: string }) {
  // A second line of defence: markup or escapes never belong in these rules.
  if (/[<>\\"']/.test(css)) return null;
  return <style data-wm-responsive="">{css}</style>;
}
