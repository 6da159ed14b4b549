/**
 * One section rendered alone with the page's site context: what the editor's preview
 * frame swaps in after a change (docs/page-editor.md, "Preview frame"). The same
 * providers as PageSections, without the page's regions or its cookie bar.
 */
import { ImageFold } from '../media/imageFold.tsx';
import { defaultRegistry } from '../registry/index.ts';
import { RegistryProvider } from '../registry/RegistryContext.tsx';
import { SiteProvider, type SiteInput } from '../site/SiteContext.tsx';
import type { Section } from '../site/types.ts';
import { SectionView } from './SectionView.tsx';

export function SectionAlone({ section, context }: { section: Section; context: SiteInput }) {
  return (
    <SiteProvider value={context}>
      <RegistryProvider registry={defaultRegistry}>
        <ImageFold position="below" turns={{ ids: [] }}>
          <SectionView section={section} />
        </ImageFold>
      </RegistryProvider>
    </SiteProvider>
  );
}
