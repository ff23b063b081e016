import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

/**
 * The frame page (src/page: index.html, main.ts, frame.css), built into dist/frame; @walletport/embedded-server
 * copies it into its own dist/frame and serves it at /frame (assets under /frame/assets/).
 */
export default defineConfig({
  root: fileURLToPath(new URL('src/page', import.meta.url)),
  base: '/frame/',
  resolve: { conditions: ['@walletport/source', ...defaultClientConditions] },
  build: {
    outDir: fileURLToPath(new URL('dist/frame', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1024,
  },
})
