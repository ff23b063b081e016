declare module 'virtual:landed-adapters' {
  import type { ChainAdapter, Network } from '@walletport/core'
  export function landedAdapters(): { adapters: ChainAdapter[]; networks: Network[] }
}
