/**
 * The root an island renders under, the same on the server (its own render) and in the
 * browser (its hydration root), so both produce the same tree: the island rendering
 * mode, the site the island may read and an empty block registry (an island shows
 * blocks only through slots, whose HTML the server made).
 */
import { useEffect } from 'react';
import { RegistryProvider } from '../registry/RegistryContext.tsx';
import type { Registry } from '../registry/config.ts';
import { SiteProvider, type SiteInput } from '../site/SiteContext.tsx';
import { IslandRenderingProvider, type IslandRendering } from './IslandRendering.tsx';
import type { IslandComponent } from './registry.ts';

const NO_BLOCKS: Registry = { sections: {}, blocks: {} };

export interface IslandRootProps {
  rendering: IslandRendering;
  site: SiteInput;
  component: IslandComponent;
  props: object;
  /** Browser: called once the island has hydrated (its effects run). */
  onHydrated?: () => void;
}

function HydratedSignal({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

export function IslandRoot({ rendering, site, component: Component, props, onHydrated }: IslandRootProps) {
  return (
    <IslandRenderingProvider value={rendering}>
      <SiteProvider value={site}>
        <RegistryProvider registry={NO_BLOCKS}>
          <Component {...props} />
          <HydratedSignal onHydrated={onHydrated} />
        </RegistryProvider>
      </SiteProvider>
    </IslandRenderingProvider>
  );
}
