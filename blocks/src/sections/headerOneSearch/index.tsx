/** Header A with a search box: live results while typing, Enter goes to /search?query=<text>. */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { SiteSearchBox } from '../../search/SearchBox.tsx';
import { HeaderA } from '../headerOne/HeaderA.tsx';

function HeaderOneSearch(props: SectionProps<'headerOneSearch'>) {
  return <HeaderA {...props} search={<SiteSearchBox />} />;
}

export default defineSection({ id: 'headerOneSearch', render: HeaderOneSearch });
