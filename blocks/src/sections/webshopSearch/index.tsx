/**
 * Webshop search page (page-type template of /search): the heading ('Zoekresultaten'
 * by default), then the results area (search/SearchResults.tsx) with the hits line
 * '{hits} producten gevonden', the filter sidebar and a 3-column product grid. The
 * page's bundle holds no results: the server renders the loading state and the
 * `searchResults` island searches with the query and filters of the URL.
 */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { SiteSearchResults } from '../../search/SearchResults.tsx';
import { pageTitleTag } from '../../section/headingLevel.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';

export const SEARCH_HEADING = 'Zoekresultaten';

function WebshopSearch({ section, meta }: SectionProps<'webshopSearch'>) {
  const { page } = useSite();
  const Title = pageTitleTag(page, section);
  const title = typeof meta.title === 'string' && meta.title.trim() ? meta.title.trim() : SEARCH_HEADING;
  return (
    <SectionFrame section={section} meta={meta}>
      <Title className="mb-6 text-3xl font-bold md:text-4xl">{title}</Title>
      <SiteSearchResults mode="search" />
    </SectionFrame>
  );
}

export default defineSection({ id: 'webshopSearch', render: WebshopSearch });
