import type { Network } from '@walletport/core'
import { bitcoinNetworkKind } from './bitcoinNetworkKind.js'
import { paymentFirst, toAccount } from './purposeOf.js'
import type { AddressPurpose, BitcoinWalletClient } from './types.js'

/** The provider sats-connect wallets inject (Xverse's window.XverseProviders.BitcoinProvider and others). */
export interface SatsConnectProviderLike {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: string, listener: (event: unknown) => void): (() => void) | undefined
}

const networkName = { mainnet: 'Mainnet', testnet: 'Testnet', signet: 'Signet', regtest: 'Regtest' } as const

interface SatsConnectAddress {
  address: string
  publicKey?: string
  purpose?: AddressPurpose
}

/** Unwraps the JSON-RPC envelope (or sats-connect's { status } form); a wallet error is thrown with its code. */
async function call<T>(provider: SatsConnectProviderLike, method: string, params?: unknown): Promise<T> {
  const response = (await provider.request(method, params)) as Record<string, unknown> | undefined
  const error = (response?.error ?? (response?.status === 'error' ? response.error : undefined)) as
    | { code?: number; message?: string }
    | undefined
  if (error) throw Object.assign(new Error(error.message ?? `${method} failed`), { code: error.code })
  return (response && 'result' in response ? response.result : response) as T
}

const toAccounts = (addresses: readonly SatsConnectAddress[]) =>
  paymentFirst(
    addresses
      .filter((entry) => entry.purpose === 'payment' || entry.purpose === 'ordinals' || !entry.purpose)
      .map((entry) => toAccount(entry.address, entry.purpose, entry.publicKey)),
  )

export function createSatsConnectClient(provider: SatsConnectProviderLike): BitcoinWalletClient {
  async function ensureNetwork(network: Network) {
    const name = networkName[bitcoinNetworkKind(network)]
    const current = await call<{ bitcoin?: { name?: string } }>(provider, 'wallet_getNetwork').catch(
      () => undefined,
    )
    if (current?.bitcoin?.name !== name) await call(provider, 'wallet_changeNetwork', { name })
  }

  return {
    provider,
    async connect(network) {
      await ensureNetwork(network).catch(() => undefined)
      const addresses = await call<SatsConnectAddress[]>(provider, 'getAccounts', {
        purposes: ['payment', 'ordinals'],
      })
      return toAccounts(addresses)
    },
    async authorizedAccounts() {
      const account = await call<{ addresses?: SatsConnectAddress[] }>(provider, 'wallet_getAccount').catch(
        () => undefined,
      )
      return toAccounts(account?.addresses ?? [])
    },
    async disconnect() {
      await call(provider, 'wallet_renouncePermissions').catch(() => undefined)
    },
    async signMessage({ address, message, protocol }) {
      const result = await call<{ signature: string }>(provider, 'signMessage', {
        address,
        message,
        protocol: protocol === 'legacy' ? 'ECDSA' : 'BIP322',
      })
      return result.signature
    },
    async signPsbt({ psbt, signInputs }) {
      return (await call<{ psbt: string }>(provider, 'signPsbt', { psbt, signInputs, broadcast: false })).psbt
    },
    switchNetwork: ensureNetwork,
    watch({ accountsChanged, disconnected }) {
      const removers = [
        provider.addListener?.('accountChange', accountsChanged),
        provider.addListener?.('disconnect', disconnected),
      ]
      return () => {
        for (const remove of removers) remove?.()
      }
    },
  }
}
