import type { Network } from '@walletport/core'
import { bitcoinNetworkKind } from './bitcoinNetworkKind.js'
import { paymentFirst, toAccount } from './purposeOf.js'
import type { BitcoinWalletClient } from './types.js'

/** Unisat's injected API (window.unisat); OKX's window.okxwallet.bitcoin is the same with connect() to ask. */
export interface UnisatLike {
  requestAccounts?(): Promise<string[]>
  connect?(): Promise<{ address: string; publicKey?: string }>
  getAccounts(): Promise<string[]>
  getPublicKey?(): Promise<string>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(
    psbtHex: string,
    options?: { autoFinalized?: boolean; toSignInputs?: { index: number; address: string }[] },
  ): Promise<string>
  switchChain?(chain: string): Promise<unknown>
  disconnect?(): Promise<void>
  on?(event: string, listener: (...args: unknown[]) => void): void
  removeListener?(event: string, listener: (...args: unknown[]) => void): void
}

const unisatChain = {
  mainnet: 'BITCOIN_MAINNET',
  testnet: 'BITCOIN_TESTNET',
  signet: 'BITCOIN_SIGNET',
  regtest: undefined,
} as const

/** Unisat and OKX: one address at a time, BIP-322 via 'bip322-simple', PSBTs as hex. */
export function createUnisatClient(
  provider: UnisatLike,
  { networks }: { networks: readonly string[] },
): BitcoinWalletClient {
  const accountsOf = async (addresses: readonly string[]) => {
    const publicKey = await provider.getPublicKey?.().catch(() => undefined)
    return paymentFirst(
      addresses.map((address, index) => toAccount(address, undefined, index === 0 ? publicKey : undefined)),
    )
  }
  return {
    provider,
    async connect() {
      if (provider.requestAccounts) return accountsOf(await provider.requestAccounts())
      const connected = await provider.connect?.()
      return connected ? [toAccount(connected.address, undefined, connected.publicKey)] : []
    },
    async authorizedAccounts() {
      return accountsOf(await provider.getAccounts().catch(() => []))
    },
    async disconnect() {
      await provider.disconnect?.().catch(() => undefined)
    },
    signMessage: ({ message, protocol }) =>
      provider.signMessage(message, protocol === 'legacy' ? 'ecdsa' : 'bip322-simple'),
    async signPsbt({ psbt, signInputs }) {
      const { Psbt } = await import('bitcoinjs-lib')
      const toSignInputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
        indexes.map((index) => ({ index, address })),
      )
      const signed = await provider.signPsbt(Psbt.fromBase64(psbt).toHex(), {
        autoFinalized: false,
        toSignInputs,
      })
      return Psbt.fromHex(signed).toBase64()
    },
    ...(provider.switchChain && {
      async switchNetwork(network: Network) {
        const chain = unisatChain[bitcoinNetworkKind(network)]
        if (!chain || !networks.includes(bitcoinNetworkKind(network))) {
          throw new Error(`The wallet cannot switch to ${network.name}`)
        }
        await provider.switchChain?.(chain)
      },
    }),
    watch({ accountsChanged }) {
      provider.on?.('accountsChanged', accountsChanged)
      return () => provider.removeListener?.('accountsChanged', accountsChanged)
    },
  }
}
