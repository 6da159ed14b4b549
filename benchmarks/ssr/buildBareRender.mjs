/**
 * Builds bareRenderEntry.js with vite (the SSR build's React plugin and production mode)
 * into `outDir`, so plain node can load @site/blocks' TypeScript. Returns the module path.
 */
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ssrRoot = fileURLToPath(new URL('../../ssr/', import.meta.url))

export async function buildBareRender(outDir) {
  // The SSR workspace's own vite and React plugin, wherever npm put them.
  const fromSsr = (name) => import(pathToFileURL(createRequire(join(ssrRoot, 'package.json')).resolve(name)).href)
  const { build } = await fromSsr('vite')
  const { default: react } = await fromSsr('@vitejs/plugin-react')
  await build({
    root: ssrRoot,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react()],
    build: {
      ssr: fileURLToPath(new URL('bareRenderEntry.js', import.meta.url)),
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { entryFileNames: 'bareRender.mjs' } },
    },
    // Like the server build: the workspace packages are bundled, the rest stays in node_modules.
    ssr: { noExternal: ['@site/blocks', '@site/shared-schema'] },
  })
  return join(outDir, 'bareRender.mjs')
}
