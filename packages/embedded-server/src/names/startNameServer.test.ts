import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startNameServer } from './startNameServer.js'

describe('startNameServer', () => {
  it('listens on a free port with PGlite in memory, answers over HTTP and stops', async () => {
    const server = await startNameServer()
    try {
      expect(server.namespaces).toEqual(['eip155', 'solana'])
      const response = await fetch(`${server.url}/v1/names/nobody-here`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Error resolving name', reason: 'No such name' })
    } finally {
      await server.stop()
    }
    await expect(fetch(`${server.url}/v1/names/nobody-here`)).rejects.toThrow()
  }, 60_000)
})

describe('startNameServer on disk', () => {
  it('creates its data folder and missing parents (a fresh clone), and opens it again on the next start', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'walletport-names-'))
    const dataDir = join(parent, 'absent', '.walletport-names')
    try {
      const first = await startNameServer({ dataDir })
      await first.stop()
      expect((await stat(join(dataDir, 'pglite'))).isDirectory()).toBe(true)
      const second = await startNameServer({ dataDir })
      await second.stop()
    } finally {
      await rm(parent, { recursive: true, force: true })
    }
  }, 120_000)
})
