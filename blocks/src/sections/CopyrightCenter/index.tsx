/** A centred copyright line (rich text), e.g. below the footer. */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { SectionFrame } from '../../section/SectionFrame.tsx';

function CopyrightCenter({ section, meta }: SectionProps<'CopyrightCenter'>) {
  return (
    <SectionFrame as="footer" section={section} meta={meta}>
      <RichText value={meta.copyright} field="copyright" className="wm-copyright text-center text-sm" />
    </SectionFrame>
  );
}

export default defineSection({ id: 'CopyrightCenter', render: CopyrightCenter });
