import type { ChainNamespace } from '@walletport/core'

export interface NamespaceRequest {
  methods: readonly string[]
  events: readonly string[]
}

/** Methods and events each adapter needs from a wallet, per CAIP-2 namespace. */
export const namespaceDefaults: Readonly<Record<string, NamespaceRequest>> = {
  eip155: {
    methods: [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_accounts',
      'eth_requestAccounts',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    events: [],
  },
  polkadot: { methods: ['polkadot_signMessage', 'polkadot_signTransaction'], events: [] },
  bip122: { methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'], events: [] },
  cosmos: { methods: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'], events: [] },
}

export function namespaceRequestOf(
  namespace: ChainNamespace,
  extra?: Partial<Record<string, Partial<NamespaceRequest>>>,
): NamespaceRequest {
  const base = namespaceDefaults[namespace] ?? { methods: [], events: [] }
  const added = extra?.[namespace]
  return {
    methods: [...new Set([...base.methods, ...(added?.methods ?? [])])],
    events: [...new Set([...base.events, ...(added?.events ?? [])])],
  }
}
