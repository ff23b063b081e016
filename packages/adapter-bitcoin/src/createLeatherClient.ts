import type { Network } from '@walletport/core'
import { bitcoinNetworkKind } from './bitcoinNetworkKind.js'
import { paymentFirst, toAccount } from './purposeOf.js'
import type { BitcoinWalletClient } from './types.js'

/** Leather's window.LeatherProvider: JSON-RPC style request(method, params) resolving to { result }. */
export interface LeatherLike {
  request(method: string, params?: unknown): Promise<{ result?: unknown }>
}

interface LeatherAddress {
  symbol?: string
  type?: string
  address: string
  publicKey?: string
}

const leatherNetwork = (network: Network) => bitcoinNetworkKind(network)

/** Leather rejects with { error: { code, message } } objects; give them an Error's shape. */
async function call<T>(provider: LeatherLike, method: string, params?: unknown): Promise<T> {
  try {
    return (await provider.request(method, params)).result as T
  } catch (thrown) {
    const error = (thrown as { error?: { code?: number; message?: string } }).error
    if (error) throw Object.assign(new Error(error.message ?? `${method} failed`), { code: error.code })
    throw thrown
  }
}

export function createLeatherClient(provider: LeatherLike): BitcoinWalletClient {
  let accounts: LeatherAddress[] = []
  const toAccounts = (addresses: readonly LeatherAddress[]) =>
    paymentFirst(
      addresses
        .filter((entry) => (entry.symbol ?? 'BTC') === 'BTC')
        .map((entry) =>
          toAccount(entry.address, entry.type === 'p2tr' ? 'ordinals' : 'payment', entry.publicKey),
        ),
    )
  return {
    provider,
    async connect() {
      accounts = (await call<{ addresses: LeatherAddress[] }>(provider, 'getAddresses')).addresses
      return toAccounts(accounts)
    },
    // Leather has no silent account query: only a connection made in this page can be restored.
    authorizedAccounts: async () => toAccounts(accounts),
    async disconnect() {
      accounts = []
    },
    async signMessage({ address, message, protocol }) {
      const paymentType = accounts.find((entry) => entry.address === address)?.type ?? 'p2wpkh'
      const result = await call<{ signature: string }>(provider, 'signMessage', {
        message,
        paymentType,
        ...(protocol === 'legacy' && { signatureType: 'ecdsa' }),
      })
      return result.signature
    },
    async signPsbt({ psbt, signInputs, network }) {
      const { Psbt } = await import('bitcoinjs-lib')
      const result = await call<{ hex: string }>(provider, 'signPsbt', {
        hex: Psbt.fromBase64(psbt).toHex(),
        signAtIndex: Object.values(signInputs).flat(),
        network: leatherNetwork(network),
        broadcast: false,
      })
      return Psbt.fromHex(result.hex).toBase64()
    },
  }
}
