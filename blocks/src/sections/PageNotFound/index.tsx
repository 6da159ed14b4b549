/** The 404 section: 'Pagina niet gevonden' with a one-line explanation. */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { pageTitleTag } from '../../section/headingLevel.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';

function PageNotFoundSection({ section, meta }: SectionProps<'PageNotFound'>) {
  const Title = pageTitleTag(useSite().page, section);
  return (
    <SectionFrame section={section} meta={meta} containerClassName="text-center">
      <Title className="text-3xl font-bold md:text-5xl">{meta.title}</Title>
      <p className="mt-4 text-lg">{meta.description}</p>
    </SectionFrame>
  );
}

export default defineSection({ id: 'PageNotFound', render: PageNotFoundSection });
