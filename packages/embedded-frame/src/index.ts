import { fileURLToPath } from 'node:url'

/**
 * The built frame page: index.html (with the boot-config placeholder the server fills in) and assets/, written by
 * this package's build (`vite build` into dist/frame). `@walletport/embedded-server` copies it into its own
 * dist/frame when it builds and serves it at /frame; its tests read it from here.
 */
export function framePageDirectory(): string {
  return fileURLToPath(new URL('../dist/frame/', import.meta.url))
}
