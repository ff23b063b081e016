// A static server on 127.0.0.1 for the built apps: every .js file is served gzip-compressed (level 9,
// precompressed), so the bytes a page fetches are the gzip transfer sizes reported.
import { createServer } from 'node:http'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}
const compressed = new Set(['.html', '.js', '.css', '.json', '.svg'])

function listFiles(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path, `${prefix}${name}/`) : [`${prefix}${name}`]
  })
}

/** Serves `root` (one folder per app); returns { origin, gzipSizeOf(pathname), close() }. */
export async function serveStatic(root) {
  const files = new Map()
  for (const file of listFiles(root)) {
    const raw = readFileSync(join(root, file))
    const ext = extname(file)
    const body = compressed.has(ext) ? gzipSync(raw, { level: 9 }) : raw
    files.set(`/${file}`, { body, type: types[ext] ?? 'application/octet-stream', gzip: compressed.has(ext) })
  }
  const server = createServer((request, response) => {
    let pathname = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname))
    if (pathname.endsWith('/')) pathname += 'index.html'
    const file = files.get(pathname)
    if (!file) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'content-type': file.type,
      'content-length': file.body.length,
      'cache-control': 'no-store',
      ...(file.gzip ? { 'content-encoding': 'gzip' } : {}),
    })
    response.end(file.body)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${server.address().port}`
  return {
    origin,
    gzipSizeOf: (pathname) => files.get(pathname)?.body.length,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

export const hasDir = (dir) => existsSync(dir)
