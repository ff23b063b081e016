import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // Serve workspace packages from source so the playground needs no build step.
  resolve: {
    conditions: ['@walletport/source', ...defaultClientConditions],
    // @walletport/wagmi and wagmi each have a copy of @wagmi/core in the workspace: one config, one copy.
    dedupe: ['@wagmi/core', 'viem'],
  },
  // The devnet test wallets sign in the page (ethers, web3.js, cosmjs, bitcoinjs), so the entry chunk is large by design.
  build: {
    chunkSizeWarningLimit: 2048,
    // The playground, the devnet WalletConnect wallet to pair with it from a second tab, the modal gallery.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        wallet: fileURLToPath(new URL('wallet.html', import.meta.url)),
        // Every modal view on in-memory wallets, for the accessibility and screenshot tests.
        gallery: fileURLToPath(new URL('gallery.html', import.meta.url)),
        // A wagmi + viem app on WalletPort (@walletport/wagmi), for the wagmi e2e.
        wagmi: fileURLToPath(new URL('wagmi.html', import.meta.url)),
      },
    },
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
})
