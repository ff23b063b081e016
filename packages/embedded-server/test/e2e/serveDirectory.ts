import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/** A static server for the built test pages on one loopback host; extra pages can be given inline, headers added. */
export async function serveDirectory(
  directory: string,
  {
    host,
    pages = {},
    headers = {},
  }: { host: string; pages?: Record<string, string>; headers?: Record<string, string> },
): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    const inline = pages[path]
    if (inline !== undefined) {
      response.setHeader('content-type', TYPES['.html'] ?? '')
      response.end(inline)
      return
    }
    const file = normalize(join(directory, path === '/' ? 'index.html' : path))
    if (!file.startsWith(directory + sep) && file !== join(directory, 'index.html')) {
      response.statusCode = 404
      response.end()
      return
    }
    try {
      const body = await readFile(file)
      response.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream')
      response.end(body)
    } catch {
      response.statusCode = 404
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, host.replace(/^\[|\]$/g, ''), resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
