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

/**
 * A strict Content Security Policy: no inline script or style, no eval. The page talks to the devnet's nodes, relay
 * and embedded-wallet frame on loopback ports of their own; WebAssembly compilation is allowed ('wasm-unsafe-eval'
 * is not 'unsafe-eval': it runs no strings as code).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*",
  "frame-src 'self' http://127.0.0.1:* http://localhost:*",
  "img-src 'self' data:",
].join('; ')

export interface StaticServer {
  url: string
  stop(): Promise<void>
}

/** Serves `root` on a free loopback port under `contentSecurityPolicy`; unknown paths get index.html (a single-page app). */
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
      'content-security-policy': contentSecurityPolicy,
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
