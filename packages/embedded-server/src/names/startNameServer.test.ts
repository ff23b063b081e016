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
