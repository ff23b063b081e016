declare module 'virtual:landed-adapters' {
  import type { ChainAdapter, Network } from '@walletport/core'
  export const landedNetworks: Network[]
  export function landedAdapters(connectorsFor?: (namespace: string) => unknown[]): {
    adapters: ChainAdapter[]
    networks: Network[]
  }
}
