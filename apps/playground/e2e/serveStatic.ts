import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
}

export interface StaticServer {
  url: string
  stop(): Promise<void>
}

/** Serves `root` on a free loopback port; unknown paths get index.html (a single-page app). */
export async function serveStatic(root: string): Promise<StaticServer> {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    const file = normalize(join(root, pathname === '/' ? 'index.html' : pathname))
    if (!file.startsWith(root + sep)) {
      response.writeHead(403).end()
      return
    }
    const body = await readFile(file).catch(() => undefined)
    const [served, path] = body ? [body, file] : [await readFile(join(root, 'index.html')), 'index.html']
    response.writeHead(200, {
      'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    })
    response.end(served)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
