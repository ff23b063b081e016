import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { FRAME_BOOT_CONFIG_ID, type FrameBootConfig } from '@walletport/embedded/contract'

export type { FrameBootConfig }

export interface FrameAssets {
  /** The frame page with the boot config filled in, or undefined when the frame is not built. */
  page(config: FrameBootConfig): Promise<string | undefined>
  /** A built asset under /frame/assets/, or undefined. */
  asset(path: string): Promise<{ body: Uint8Array; type: string } | undefined>
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

const PLACEHOLDER = '<!--walletport-frame-config-->'

/** Reads the frame's build output (index.html + assets/) from `directory`. */
export function createFrameAssets(directory: string): FrameAssets {
  const assetsRoot = join(directory, 'assets')
  return {
    async page(config) {
      let template: string
      try {
        template = await readFile(join(directory, 'index.html'), 'utf8')
      } catch {
        return undefined
      }
      const json = JSON.stringify(config).replaceAll('<', '\\u003c')
      return template.replace(
        PLACEHOLDER,
        `<script type="application/json" id="${FRAME_BOOT_CONFIG_ID}">${json}</script>`,
      )
    },
    async asset(path) {
      const type = TYPES[extname(path)]
      const file = normalize(join(assetsRoot, path))
      if (!type || !file.startsWith(assetsRoot + sep)) return undefined
      try {
        return { body: new Uint8Array(await readFile(file)), type }
      } catch {
        return undefined
      }
    },
  }
}
