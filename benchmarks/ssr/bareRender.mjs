/**
 * One process doing nothing but renderToString of a page bundle's tree, on request:
 * started by bench.mjs, which measures it in turns with the SSR servers.
 *
 *   node benchmarks/ssr/bareRender.mjs <built module> <bundle.json> <path> <html out> <warm-up seconds>
 *
 * It renders for <warm-up seconds> (at least 200 renders), as the servers are warmed up
 * before they are measured, writes the HTML of one render to <html out> (bench.mjs
 * compares it with the page the server sent) and prints {"ready": true, "bytes"}. Then
 * each line on stdin is a number of seconds to render for, answered with
 * {"renders", "cpuMs", "wallMs"} as one JSON line. It exits when stdin ends.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'

process.env.NODE_ENV = 'production'
const [modulePath, bundlePath, path, htmlOut, warmSeconds] = process.argv.slice(2)
const { prepare, renderBundle } = await import(pathToFileURL(modulePath).href)
await prepare()
const bundle = JSON.parse(readFileSync(bundlePath, 'utf8'))

let bytes = 0
const warmUntil = Date.now() + Number(warmSeconds) * 1000
for (let index = 0; index < 200 || Date.now() < warmUntil; index += 1) bytes = renderBundle(bundle, path).length
writeFileSync(htmlOut, renderBundle(bundle, path))
console.log(JSON.stringify({ ready: true, bytes }))

for await (const line of createInterface({ input: process.stdin })) {
  const until = Date.now() + Number(line) * 1000
  const cpuBefore = process.cpuUsage()
  const wallBefore = performance.now()
  let renders = 0
  while (Date.now() < until) {
    renderBundle(bundle, path)
    renders += 1
  }
  const cpu = process.cpuUsage(cpuBefore)
  console.log(JSON.stringify({ renders, cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - wallBefore }))
}
