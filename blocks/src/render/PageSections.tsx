/**
 * The page body: every section in order, inside the site and registry providers.
 * The sections live in state so the password section can swap them for the secured
 * ones (replaceSections), whose menus, forms and templates are merged over the page's;
 * new sections from the server (navigation) reset that state.
 * The site-wide cookie bar is mounted here, once per page (it renders nothing on the
 * server), before everything else: while it is open it is first in the tab order. A
 * public page starts with a skip link to its <main> ('Naar de inhoud'). Each section learns its place relative to the fold (media/imageFold.tsx):
 * images of the header and the leading content load at once, the others lazily.
 *
 * With `fillViewport` (the public page) the sections form a column at least as tall as
 * the window: leading header sections, the content in a growing <main>, trailing
 * footer sections (pageRegions.ts), so a short page has its footer at the bottom
 * instead of a blank band below it.
 */
import { useCallback, useMemo, useState } from 'react';
import { CookieConsent } from '../consent/CookieConsent.tsx';
import { Island } from '../islands/Island.tsx';
import { useIslandRendering } from '../islands/IslandRendering.tsx';
import { ImageFold, pageFold, type PageFold } from '../media/imageFold.tsx';
import { defaultRegistry } from '../registry/index.ts';
import { RegistryProvider } from '../registry/RegistryContext.tsx';
import type { Registry } from '../registry/config.ts';
import { SiteProvider, type SiteInput, type SiteReferences } from '../site/SiteContext.tsx';
import type { Section } from '../site/types.ts';
import { pageRegions } from './pageRegions.ts';
import { SectionView } from './SectionView.tsx';

export interface PageSectionsProps {
  sections: readonly Section[];
  context: Omit<SiteInput, 'replaceSections'>;
  /** Only for tests and previews; pages use the full registry. */
  registry?: Registry;
  /** Lay the page out as a full-height column (header, growing content, footer). */
  fillViewport?: boolean;
}

/** `sections`, the page's from position `start` on, each in its place relative to the fold. */
function sectionViews(sections: readonly Section[], start: number, fold: PageFold) {
  return sections.map((section, index) => (
    <ImageFold key={section.id ?? start + index} position={fold.positions[start + index]} turns={fold.turns}>
      <SectionView section={section} />
    </ImageFold>
  ));
}

/** The id of the page's <main> landmark. */
export const MAIN_CONTENT_ID = 'wm-main';

/** The first link of every page: keyboard users skip the header. */
export const SKIP_LINK_TEXT = 'Naar de inhoud';

/**
 * The id of an empty element closing the <main>. The document head asks the browser to
 * hold its first paint until it is parsed (`<link rel="expect" blocking="render">`,
 * ssr/site/documentHead.ts), so no paint shows a half-read content. Chromium lifts an
 * expect link once its element is inserted, not when its children are parsed: naming
 * <main> itself would only wait for the header.
 */
export const MAIN_CONTENT_END_ID = 'wm-main-end';

function FullHeightPage({ sections }: { sections: readonly Section[] }) {
  const { header, main, footer } = pageRegions(sections);
  const fold = pageFold(sections, header.length);
  return (
    <div className="wm-page flex min-h-screen flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="wm-skip-link sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[1000] focus:inline-flex focus:min-h-11 focus:items-center focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-dark focus:shadow-lg focus:outline-2 focus:outline-primary-500"
        data-skip-link=""
      >
        {SKIP_LINK_TEXT}
      </a>
      {sectionViews(header, 0, fold)}
      {/* tabIndex -1: the skip link moves the focus here, so the next Tab starts in the content. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="wm-page-content grow outline-none">
        {sectionViews(main, header.length, fold)}
        <span id={MAIN_CONTENT_END_ID} hidden />
      </main>
      {sectionViews(footer, header.length + main.length, fold)}
    </div>
  );
}

function SectionList({ sections }: { sections: readonly Section[] }) {
  return sectionViews(sections, 0, pageFold(sections, pageRegions(sections).header.length));
}

interface SectionsState {
  source: readonly Section[];
  current: readonly Section[];
  references: Partial<SiteReferences>;
}

/** The page's own references with those of the replacing sections on top. */
function mergedContext(context: PageSectionsProps['context'], references: Partial<SiteReferences>) {
  return {
    ...context,
    project: references.project && context.project ? { ...context.project, ...references.project } : context.project,
    menus: { ...context.menus, ...references.menus },
    forms: { ...context.forms, ...references.forms },
    templates: { ...context.templates, ...references.templates },
  };
}

/** The cookie bar: an island on a public page, a plain component in a whole-page render. */
function CookieBar() {
  return useIslandRendering().collector ? <Island name="cookieConsent" /> : <CookieConsent />;
}

export function PageSections({ sections, context, registry = defaultRegistry, fillViewport = false }: PageSectionsProps) {
  const [state, setState] = useState<SectionsState>({ source: sections, current: sections, references: {} });
  let { current, references } = state;
  if (state.source !== sections) {
    current = sections;
    references = {};
    setState({ source: sections, current: sections, references });
  }
  const replaceSections = useCallback((next: Section[], nextReferences: Partial<SiteReferences> = {}) => {
    setState((previous) => ({ ...previous, current: Array.isArray(next) ? next : [], references: nextReferences }));
  }, []);
  const site = useMemo(() => ({ ...mergedContext(context, references), replaceSections }), [context, references, replaceSections]);
  return (
    <SiteProvider value={site}>
      <RegistryProvider registry={registry}>
        {/* First in the document: while the bar is open it is first in the tab order (it is fixed, so it shows where it always did). */}
        <CookieBar />
        {fillViewport ? <FullHeightPage sections={current} /> : <SectionList sections={current} />}
      </RegistryProvider>
    </SiteProvider>
  );
}
