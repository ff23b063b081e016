import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

/** The test dapp: the workspace packages from source, as the playground builds them. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['@walletport/source', ...defaultClientConditions] },
  build: { target: 'es2022', chunkSizeWarningLimit: 4096 },
  logLevel: 'warn',
})
