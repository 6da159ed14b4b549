/**
 * The cluster's primary process: starts SSR_WORKERS copies of the server (index.js run
 * as node:cluster workers, sharing one port), replaces a worker that dies, and on
 * SIGTERM/SIGINT stops them all gracefully before exiting itself.
 *
 * Workers get WORKER_NODE_FLAGS (docs/performance.md, "SSR"): a smaller young
 * generation and a more slowly growing old one keep each worker's resident memory close
 * to what it really uses (measured at concurrency 32 per worker: about 115 MB instead of
 * 180-200 MB, for no CPU cost we could measure apart from the noise), and `gc` lets a
 * worker give memory back right after a burst (idleCollector.js). Flags given to the
 * primary (`node --max-semi-space-size=16 ssr/server/index.js`) come after these and win.
 */
import cluster from 'node:cluster'
import { logger } from './logger.js'

/** V8 flags for every worker, after whatever the primary was started with. */
export const WORKER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=50', '--expose-gc']

// Workers get this long to finish their requests by default (they cut off at
// SHUTDOWN_DELAY + SHUTDOWN_TIMEOUT themselves; index.js passes that plus a margin).
const STOP_GRACE_MS = 15_000
// A worker that dies within this time of starting is replaced only after a pause.
const QUICK_DEATH_MS = 5_000
const RESTART_PAUSE_MS = 1_000

/**
 * @param {{ workers: number, execArgv?: string[], stopGraceMs?: number }} options
 *   execArgv: node flags for the workers (default: WORKER_NODE_FLAGS, then the primary's own);
 *   stopGraceMs: how long stopping workers get before they are killed
 */
export function runPrimary({ workers, execArgv = [...WORKER_NODE_FLAGS, ...process.execArgv], stopGraceMs = STOP_GRACE_MS }) {
  cluster.setupPrimary({ execArgv })
  let stopping = false
  let exitCode = 0
  let anyListening = false

  const start = () => {
    const worker = cluster.fork()
    worker.startedAt = Date.now()
    worker.once('listening', () => {
      worker.listened = true
      anyListening = true
    })
    return worker
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode)
      return
    }
    const how = signal ? `signal ${signal}` : `code ${code}`
    if (!worker.listened && !anyListening) {
      // Not one worker ever served: a configuration or build problem, not a crash.
      logger.error(`worker ${worker.id} exited (${how}) before listening; stopping`)
      stop('startup failure', 1)
      return
    }
    const quick = Date.now() - worker.startedAt < QUICK_DEATH_MS
    logger.error(`worker ${worker.id} exited (${how}); starting a replacement`)
    setTimeout(() => {
      if (!stopping) start()
    }, quick ? RESTART_PAUSE_MS : 0)
  })

  const stop = (reason, code = 0) => {
    if (stopping) return
    stopping = true
    exitCode = code
    logger.info(`${reason}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`)
    const alive = Object.values(cluster.workers ?? {})
    if (alive.length === 0) process.exit(exitCode)
    for (const worker of alive) worker.process.kill('SIGTERM')
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker.process.kill('SIGKILL')
      process.exit(exitCode)
    }, stopGraceMs).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  logger.info(`primary ${process.pid}: starting ${workers} workers`)
  for (let index = 0; index < workers; index += 1) start()
}
