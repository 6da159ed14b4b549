/**
 * @site/blocks: the React components of every block and section template.
 *
 * Public surface used by ssr/: PageSections, SiteProvider/useSite, projectThemeCss,
 * sectionRegistry/blockRegistry (theme.css is imported as '@site/blocks/theme/theme.css').
 * The rest is exported for templates and editors built on top.
 */
export { MAIN_CONTENT_END_ID, MAIN_CONTENT_ID, PageSections, type PageSectionsProps } from './render/PageSections.tsx';
export { SectionView } from './render/SectionView.tsx';
export { SectionAlone } from './render/SectionAlone.tsx';
export { BlockList, BlockView } from './render/BlockView.tsx';
export { SiteProvider, useSite, siteValue, type SiteContextValue, type SiteInput, type SiteReferences } from './site/SiteContext.tsx';
export { PROJECT_THEME_ID, projectThemeCss } from './theme/projectThemeCss.ts';
export {
  Island, IslandSlot, IslandRenderingProvider, createIslandCollector, preloadIslands, renderWithIslands, scriptJson, PAGE_ISLANDS_ID,
  type IslandCollector, type PageIslands,
} from './islands/index.ts';
export { sectionRegistry, blockRegistry } from './registry/index.ts';
export {
  defineBlock,
  defineSection,
  type BlockConfig,
  type BlockProps,
  type Registry,
  type SectionConfig,
  type SectionProps,
} from './registry/config.ts';
export { RichText } from './richtext/RichText.tsx';
export { useCurrentLocation, type CurrentLocation } from './location/useCurrentLocation.ts';
export type * from './site/types.ts';
export { OUTCOME_PARAM, type FormOutcome } from './forms/formOutcome.ts';
export { useCookieConsent, type CookieConsentState, type ConsentSelection } from './consent/useCookieConsent.ts';
export { consentSettings, type ConsentSettings, type OptionalCookie } from './consent/consentSettings.ts';
