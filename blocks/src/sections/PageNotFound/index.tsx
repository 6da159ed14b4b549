/**
 * The 404 section: 'Pagina niet gevonden' with a one-line explanation, then the ways on
 * (the shop's categories and a few products, webshop/WaysOn.tsx) when there is a shop.
 */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { pageTitleTag } from '../../section/headingLevel.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { WaysOn, waysOnData } from '../../webshop/WaysOn.tsx';

function PageNotFoundSection({ section, meta }: SectionProps<'PageNotFound'>) {
  const { page, shop } = useSite();
  const Title = pageTitleTag(page, section);
  return (
    <SectionFrame section={section} meta={meta} containerClassName="text-center">
      <Title className="text-3xl font-bold md:text-5xl">{meta.title}</Title>
      <p className="mt-4 text-lg">{meta.description}</p>
      <div className="mt-10">
        <WaysOn data={waysOnData(shop)} />
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'PageNotFound', render: PageNotFoundSection });
