/** The 404 section: 'Pagina niet gevonden' with a one-line explanation. */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';

function PageNotFoundSection({ section, meta }: SectionProps<'PageNotFound'>) {
  return (
    <SectionFrame section={section} meta={meta} containerClassName="text-center">
      <h1 className="text-3xl font-bold md:text-5xl">{meta.title}</h1>
      <p className="mt-4 text-lg">{meta.description}</p>
    </SectionFrame>
  );
}

export default defineSection({ id: 'PageNotFound', render: PageNotFoundSection });
