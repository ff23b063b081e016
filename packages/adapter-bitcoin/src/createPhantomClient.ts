import { decodeBase64, encodeBase64 } from '@walletport/core/adapter'
import { paymentFirst, toAccount } from './purposeOf.js'
import type { AddressPurpose, BitcoinWalletClient } from './types.js'

/** Phantom's window.phantom.bitcoin (mainnet only). */
export interface PhantomBitcoinLike {
  requestAccounts(): Promise<{ address: string; publicKey?: string; purpose?: AddressPurpose }[]>
  signMessage(address: string, message: Uint8Array): Promise<{ signature: Uint8Array }>
  signPSBT(
    psbt: Uint8Array,
    options: { inputsToSign: { address: string; signingIndexes: number[] }[] },
  ): Promise<Uint8Array>
  on?(event: string, listener: (...args: unknown[]) => void): void
  removeListener?(event: string, listener: (...args: unknown[]) => void): void
}

export function createPhantomClient(provider: PhantomBitcoinLike): BitcoinWalletClient {
  let authorized: ReturnType<typeof toAccount>[] = []
  return {
    provider,
    async connect() {
      const accounts = await provider.requestAccounts()
      authorized = paymentFirst(
        accounts
          .filter((entry) => entry.purpose === 'payment' || entry.purpose === 'ordinals')
          .map((entry) => toAccount(entry.address, entry.purpose, entry.publicKey)),
      )
      return authorized
    },
    authorizedAccounts: async () => authorized,
    async disconnect() {
      authorized = []
    },
    async signMessage({ address, message }) {
      const { signature } = await provider.signMessage(address, new TextEncoder().encode(message))
      return encodeBase64(signature)
    },
    async signPsbt({ psbt, signInputs }) {
      const signed = await provider.signPSBT(decodeBase64(psbt), {
        inputsToSign: Object.entries(signInputs).map(([address, signingIndexes]) => ({
          address,
          signingIndexes,
        })),
      })
      return encodeBase64(signed)
    },
    watch({ accountsChanged }) {
      provider.on?.('accountsChanged', accountsChanged)
      return () => provider.removeListener?.('accountsChanged', accountsChanged)
    },
  }
}
