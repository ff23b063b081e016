// The harness sets window.__WP_BENCH__ in an init script: the devnet chain every app is configured with.
export interface BenchConfig {
  chainId: number
  rpcUrl: string
  /** The same node under another loopback name, for the test wallet, so the app's own RPC calls stand apart. */
  walletRpcUrl?: string
}

declare global {
  interface Window {
    __WP_BENCH__?: BenchConfig
  }
}

export const benchConfig: BenchConfig = window.__WP_BENCH__ ?? { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }
