import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

/** The frame page: built into dist/frame, served by the server at /frame (assets under /frame/assets/). */
export default defineConfig({
  root: fileURLToPath(new URL('src/frame', import.meta.url)),
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
