/**
 * The page's breadcrumbs (page.breadcrumbs: {title, url, active}), separated by '>':
 * inactive crumbs are links, the active one is plain text. A page without
 * breadcrumbs shows the spec's fallback 'Home > Over mij'.
 */
import { safeUrl } from '../links/safeUrl.ts';
import { useSite } from '../site/SiteContext.tsx';
import type { Breadcrumb } from '../site/types.ts';
import { joinClasses } from '../style/fieldClasses.ts';

export const FALLBACK_BREADCRUMBS: readonly Breadcrumb[] = Object.freeze([
  { title: 'Home', url: '/', active: false },
  { title: 'Over mij', url: '/', active: true },
]);

/** The usable crumbs of `value` (entries with a title), or the fallback when none. */
export function breadcrumbsOf(value: unknown): readonly Breadcrumb[] {
  const crumbs = Array.isArray(value)
    ? value.filter((crumb): crumb is Breadcrumb => typeof crumb?.title === 'string' && crumb.title.trim() !== '')
    : [];
  return crumbs.length > 0 ? crumbs : FALLBACK_BREADCRUMBS;
}

export function Breadcrumbs({ className }: { className?: string }) {
  const { page } = useSite();
  const crumbs = breadcrumbsOf(page.breadcrumbs);
  return (
    <nav aria-label="Broodkruimels" className={joinClasses('wm-breadcrumbs', className)}>
      <ol className="inline-flex flex-wrap items-center gap-2">
        {crumbs.map((crumb, index) => (
          <li key={index} className="inline-flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="opacity-60">
                {'>'}
              </span>
            ) : null}
            {crumb.active === true ? (
              <span aria-current="page" className="font-semibold">
                {crumb.title}
              </span>
            ) : (
              <a href={safeUrl(crumb.url) ?? '/'} className="underline-offset-2 hover:underline">
                {crumb.title}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
