import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // Serve workspace packages from source so the playground needs no build step.
  resolve: { conditions: ['@walletport/source'] },
  // The devnet test wallet signs with ethers in the page, so the entry chunk is large by design.
  build: { chunkSizeWarningLimit: 1024 },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
})
