import { createEvmTestWallet, type EvmTestWallet } from '../evm/testWallet.js'
import { unsupportedChain, type WalletConnectResponder } from './walletConnectResponder.js'

export const walletConnectTestWalletMethods = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const

export const walletConnectTestWalletEvents = ['accountsChanged', 'chainChanged'] as const

export interface CreateEvmResponderParameters {
  privateKey: string
  /** RPC URL per eip155 chain id: the chains it can approve. */
  rpcUrls: Record<number, string>
}

/**
 * The eip155 namespace of a WalletConnect test wallet: one `createEvmTestWallet` per chain (real signatures,
 * transactions sent to the node); `wallet_switchEthereumChain` to a known chain emits `chainChanged` on the
 * session.
 */
export function createEvmResponder(parameters: CreateEvmResponderParameters): WalletConnectResponder {
  let behavior: 'approve' | 'reject' = 'approve'
  const wallets = new Map<number, EvmTestWallet>(
    Object.keys(parameters.rpcUrls).map((id) => [
      Number(id),
      createEvmTestWallet({
        privateKey: parameters.privateKey,
        rpcUrls: parameters.rpcUrls,
        chainId: Number(id),
        authorized: true,
      }),
    ]),
  )
  const first = wallets.values().next().value
  if (!first) throw new Error('The eip155 part of a WalletConnect test wallet needs at least one RPC URL')

  return {
    namespace: 'eip155',
    chains: [...wallets.keys()].map((id) => `eip155:${id}`),
    address: first.addresses[0]!,
    methods: walletConnectTestWalletMethods,
    events: walletConnectTestWalletEvents,
    setBehavior(next) {
      behavior = next
    },
    async answer({ chainId, method, params: raw }, { emit }) {
      const wallet = wallets.get(Number(chainId.split(':')[1]))
      if (!wallet) throw unsupportedChain(chainId)
      const params = Array.isArray(raw) ? raw : [raw]
      if (method === 'wallet_switchEthereumChain') {
        const next = Number((params[0] as { chainId?: string } | undefined)?.chainId)
        if (!wallets.has(next)) throw { code: 4902, message: `Unrecognized chain ID ${next}` }
        if (behavior === 'reject') throw { code: 4001, message: 'User rejected the request.' }
        await emit({ name: 'chainChanged', data: next }, `eip155:${next}`)
        return null
      }
      if (behavior === 'reject') wallet.setBehavior('reject')
      else wallet.resetBehavior()
      return wallet.request({ method, params })
    },
  }
}
