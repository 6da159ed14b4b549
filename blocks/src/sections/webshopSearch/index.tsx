/**
 * Webshop search page (page-type template of /search): the heading ('Zoekresultaten'
 * by default), then the results area (search/SearchResults.tsx) with the hits line
 * '{hits} producten gevonden', the filter sidebar and a 3-column product grid. On the
 * shop's /search page the SSR searched the URL's query and filters and put the answer
 * in page.custom_fields (query, filter_string, products, filters, product_count;
 * ssr/site/searchPage.ts), so the results are in the server HTML and the
 * `searchResults` island hydrates with them. Anywhere else (the catalogue, the editor)
 * the server renders the loading state and the island searches in the browser. A
 * search without results offers the shop's categories and a few products (`waysOn`).
 */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { SiteSearchResults, type SearchResultsProps } from '../../search/SearchResults.tsx';
import { readFilters } from '../../search/searchFilters.ts';
import { pageTitleTag } from '../../section/headingLevel.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import type { Page } from '../../site/types.ts';
import { customFields } from '../../webshop/pageFields.ts';
import { productCards } from '../../webshop/shopData.ts';
import { hasWaysOn, waysOnData } from '../../webshop/WaysOn.tsx';

export const SEARCH_HEADING = 'Zoekresultaten';

/** The results the server searched for this page, as the island's props; none elsewhere. */
export function searchedResults(page: Page): SearchResultsProps {
  const fields = customFields(page);
  if (page.kind !== 'search' || typeof fields.query !== 'string' || typeof fields.filter_string !== 'string' || !Array.isArray(fields.products)) {
    return { mode: 'search' };
  }
  const products = productCards(fields.products);
  const count = Number(fields.product_count);
  return {
    mode: 'search',
    products,
    filters: readFilters(fields.filters),
    productCount: Number.isInteger(count) && count >= 0 ? count : products.length,
    searched: { query: fields.query, filters: fields.filter_string },
  };
}

function WebshopSearch({ section, meta }: SectionProps<'webshopSearch'>) {
  const { page, shop } = useSite();
  const Title = pageTitleTag(page, section);
  const waysOn = waysOnData(shop);
  const title = typeof meta.title === 'string' && meta.title.trim() ? meta.title.trim() : SEARCH_HEADING;
  return (
    <SectionFrame section={section} meta={meta}>
      <Title className="mb-6 text-3xl font-bold md:text-4xl">{title}</Title>
      <SiteSearchResults {...searchedResults(page)} {...(hasWaysOn(waysOn) ? { waysOn } : {})} />
    </SectionFrame>
  );
}

export default defineSection({ id: 'webshopSearch', render: WebshopSearch });
