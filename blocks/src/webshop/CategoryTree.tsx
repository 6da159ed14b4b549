/**
 * The sidebar of the sub_categories category layout: the category's place in the
 * tree (its parent categories from the breadcrumbs, the category itself, its sub
 * categories with their product counts), each a link.
 */
import { safeUrl } from '../links/safeUrl.ts';
import type { Breadcrumb, CategoryCard } from '../site/types.ts';

export const CATEGORY_TREE_HEADING = 'Categorieën';

export function CategoryTree({ title, path, breadcrumbs, subCategories }: { title: string; path: string; breadcrumbs: Breadcrumb[]; subCategories: CategoryCard[] }) {
  // Home › parents › this category: the parents are between the first and the last.
  const parents = breadcrumbs.length > 2 ? breadcrumbs.slice(1, -1) : [];
  return (
    <nav aria-label={CATEGORY_TREE_HEADING} className="wm-category-tree">
      <h2 className="mb-3 text-lg font-semibold">{CATEGORY_TREE_HEADING}</h2>
      <ul className="flex flex-col gap-1">
        {parents.map((crumb, index) => (
          <li key={`${crumb.url}-${index}`} style={{ paddingLeft: `${index}rem` }}>
            <a href={safeUrl(crumb.url)} className="hover:underline">
              {crumb.title}
            </a>
          </li>
        ))}
        <li style={{ paddingLeft: `${parents.length}rem` }}>
          <a href={safeUrl(path)} aria-current="page" className="font-semibold">
            {title}
          </a>
          {subCategories.length > 0 ? (
            <ul className="mt-1 flex flex-col gap-1 border-l border-gray-200 pl-3">
              {subCategories.map((category, index) => (
                <li key={`${category.id}-${index}`}>
                  <a href={safeUrl(category.url)} className="hover:underline">
                    {category.title}
                  </a>
                  {category.product_count !== undefined ? <span className="ml-1 text-sm opacity-70">({category.product_count})</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
