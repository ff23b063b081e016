import { createServer } from 'node:net'

/** Asks the OS for a free TCP port on `host` (bind port 0, read it, close). Another process may take it before use. */
export function getFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('Could not read a free port'))))
    })
  })
}
