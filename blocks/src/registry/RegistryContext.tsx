/**
 * Hands the registries down the tree so nested renderers (a columns block rendering
 * its slots) look blocks up without importing the registry lists, which import them.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Registry } from './config.ts';

const RegistryContext = createContext<Registry>({ sections: {}, blocks: {} });

export function RegistryProvider({ registry, children }: { registry: Registry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function useRegistry(): Registry {
  return useContext(RegistryContext);
}
