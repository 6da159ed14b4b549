/** scripts/ports.mjs, the Node tests' ports (ssr/tests and tests/e2e): a start whose port another process took is made again on a new one. */
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { freePort, freePorts, onFreePorts, PortTaken, saysPortTaken } from '../../scripts/ports.mjs'

describe('onFreePorts', () => {
  it('starts again on a new port while the port was taken, and answers what the start answers', async () => {
    const ports = []
    const answer = await onFreePorts(async () => {
      ports.push(await freePort())
      if (ports.length < 3) throw new PortTaken(`port ${ports.at(-1)}`)
      return 'gestart'
    })
    expect(answer).toBe('gestart')
    expect(ports).toHaveLength(3)
  })

  it('gives up after its attempts, and at once on any other failure', async () => {
    let taken = 0
    await expect(onFreePorts(async () => {
      taken += 1
      throw new PortTaken('bezet')
    }, 2)).rejects.toBeInstanceOf(PortTaken)
    expect(taken).toBe(2)

    let broken = 0
    await expect(onFreePorts(async () => {
      broken += 1
      throw new Error('exited with 1')
    })).rejects.toThrow('exited with 1')
    expect(broken).toBe(1)
  })
})

describe('freePorts', () => {
  it('answers ports that differ from each other and that a server can listen on', async () => {
    const ports = await freePorts(8)
    expect(new Set(ports).size).toBe(8)
    const server = createServer()
    await new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(ports[0], '127.0.0.1', resolve)
    })
    await new Promise((resolve) => server.close(resolve))
  })
})

describe('saysPortTaken', () => {
  it("recognises Node's own words for a taken port", async () => {
    const port = await freePort()
    const holder = createServer()
    await new Promise((resolve) => holder.listen(port, '127.0.0.1', resolve))
    const second = createServer()
    const error = await new Promise((resolve) => {
      second.once('error', resolve)
      second.listen(port, '127.0.0.1')
    })
    await new Promise((resolve) => holder.close(resolve))
    expect(saysPortTaken(String(error))).toBe(true)
    expect(saysPortTaken('connect ECONNREFUSED 127.0.0.1:1')).toBe(false)
  })
})
