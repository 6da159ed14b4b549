/**
 * Ports for servers the Node tests start (the same rules as scripts/processes.py): a
 * port found free, and a start made again on new ports when another process took one in
 * the moment between finding it and the server binding it.
 */
import { createServer } from 'node:net'

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * `count` ports free right now and different from each other: all are held at once
 * while they are found (one after the other, the OS may hand the same port out twice).
 */
export async function freePorts(count) {
  const servers = []
  try {
    for (let index = 0; index < count; index += 1) {
      const server = createServer()
      server.unref()
      servers.push(server)
      await new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(0, '127.0.0.1', resolve)
      })
    }
    return servers.map((server) => server.address().port)
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => (server.listening ? server.close(resolve) : resolve()))))
  }
}

/** Whether a server's output says its port was taken (Node, uvicorn, Varnish, moto). */
export function saysPortTaken(output) {
  return /EADDRINUSE|address already in use/i.test(output)
}

/** A server could not listen on the port it was given: another process had it. */
export class PortTaken extends Error {}

/**
 * `start()`, which picks its ports with freePort(), made again while it throws PortTaken
 * (after stopping what it started), `attempts` times at most; any other failure ends it
 * at once.
 */
export async function onFreePorts(start, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start()
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === attempts) throw error
    }
  }
}
