import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface FirstLoadJs {
  /** The JS files a page loads before any click: the entry chunk and its static imports. */
  files: string[]
  bytes: number
  /** Gzip level 9, summed file by file (what a static host serves compressed). */
  gzipBytes: number
}

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

/** Sums the given files of `root` (paths relative to it). */
export function measureFiles(root: string, files: string[]): FirstLoadJs {
  const contents = files.map((file) => readFileSync(join(root, file)))
  return {
    files,
    bytes: contents.reduce((sum, content) => sum + content.length, 0),
    gzipBytes: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
  }
}

/** The first-load JS of a Vite build (dist/.vite/manifest.json: entries and their static imports, not dynamic ones). */
export function viteFirstLoadJs(distDir: string): FirstLoadJs {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
  return measureFiles(distDir, files)
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
