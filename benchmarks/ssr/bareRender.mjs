/**
 * One process doing nothing but renderToString of a page bundle's tree, for `seconds`:
 * prints {"renders", "cpuMs", "wallMs", "bytes"} as JSON. Started by bench.mjs.
 *
 *   node benchmarks/ssr/bareRender.mjs <built module> <bundle.json> <path> <seconds> [<html out>]
 *
 * With <html out>, the HTML of one render is written there (bench.mjs compares it with
 * the page the server sent).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

process.env.NODE_ENV = 'production'
const [modulePath, bundlePath, path, seconds, htmlOut] = process.argv.slice(2)
const { prepare, renderBundle } = await import(pathToFileURL(modulePath).href)
await prepare()
const bundle = JSON.parse(readFileSync(bundlePath, 'utf8'))

// Warm up the JIT as the server is warmed up before it is measured.
let bytes = 0
for (let index = 0; index < 200; index += 1) bytes = renderBundle(bundle, path).length
if (htmlOut) writeFileSync(htmlOut, renderBundle(bundle, path))

const until = Date.now() + Number(seconds) * 1000
const cpuBefore = process.cpuUsage()
const wallBefore = performance.now()
let renders = 0
while (Date.now() < until) {
  renderBundle(bundle, path)
  renders += 1
}
const cpu = process.cpuUsage(cpuBefore)
console.log(
  JSON.stringify({
    renders,
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs: performance.now() - wallBefore,
    bytes,
  }),
)
