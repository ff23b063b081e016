// The frame page is @walletport/embedded-frame's build; the server ships it in its own dist/frame, served at /frame.
import { existsSync } from 'node:fs'
import { cp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { framePageDirectory } from '@walletport/embedded-frame'

const source = framePageDirectory()
if (!existsSync(join(source, 'index.html'))) {
  throw new Error(`The frame page is not built (${source}): build @walletport/embedded-frame first`)
}
const target = fileURLToPath(new URL('../dist/frame/', import.meta.url))
await rm(target, { recursive: true, force: true })
await cp(source, target, { recursive: true })
