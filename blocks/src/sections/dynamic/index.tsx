/** Free section ("Vrije sectie"): the blocks the editor placed in it, in order. */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { BlockList } from '../../render/BlockView.tsx';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { SectionFrame } from '../../section/SectionFrame.tsx';

function DynamicSection({ section, meta }: SectionProps<'dynamic'>) {
  return (
    <SectionFrame section={section} meta={meta}>
      {section.blocks?.length ? (
        <BlockList blocks={section.blocks} />
      ) : (
        <EditorNotice>Deze sectie is nog leeg. Voeg een blok toe.</EditorNotice>
      )}
    </SectionFrame>
  );
}

export default defineSection({ id: 'dynamic', render: DynamicSection });
