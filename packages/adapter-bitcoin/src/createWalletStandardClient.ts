import type { Network } from '@walletport/core'
import { bytesToHex, decodeBase64, encodeBase64 } from '@walletport/core/adapter'
import { bitcoinNetworkKind } from './bitcoinNetworkKind.js'
import { paymentFirst, purposeOf, toAccount } from './purposeOf.js'
import type { AddressPurpose, BitcoinWalletClient } from './types.js'

export interface StandardWalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly string[]
  readonly features: readonly string[]
}

/** A Wallet Standard wallet (only what the bitcoin features need). */
export interface StandardWallet {
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly accounts: readonly StandardWalletAccount[]
  readonly features: Readonly<Record<string, unknown>>
}

interface BitcoinFeatures {
  'bitcoin:connect': {
    connect(input: { purposes: AddressPurpose[] }): Promise<{ accounts: readonly StandardWalletAccount[] }>
  }
  'bitcoin:disconnect'?: { disconnect(): Promise<void> }
  'standard:disconnect'?: { disconnect(): Promise<void> }
  'bitcoin:signMessage'?: {
    signMessage(
      ...inputs: { account: StandardWalletAccount; message: Uint8Array }[]
    ): Promise<readonly { signature: Uint8Array }[]>
  }
  'bitcoin:signTransaction'?: {
    signTransaction(
      ...inputs: {
        psbt: Uint8Array
        inputsToSign: { account: StandardWalletAccount; signingIndexes: number[] }[]
        chain?: string
      }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
  'standard:events'?: { on(event: 'change', listener: () => void): () => void }
}

export const BITCOIN_STANDARD_FEATURES = [
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
] as const

export const bitcoinStandardChain = (network: Network) => `bitcoin:${bitcoinNetworkKind(network)}`

export function createWalletStandardClient(wallet: StandardWallet): BitcoinWalletClient {
  const features = wallet.features as unknown as BitcoinFeatures
  const onChain = (network: Network) => (account: StandardWalletAccount) =>
    account.chains.length === 0 || account.chains.includes(bitcoinStandardChain(network))
  const toAccounts = (accounts: readonly StandardWalletAccount[], purposes?: readonly AddressPurpose[]) =>
    paymentFirst(
      accounts.map((account, index) =>
        toAccount(
          account.address,
          purposes?.[index] ?? purposeOf(account.address),
          bytesToHex(account.publicKey),
        ),
      ),
    )
  const walletAccount = (address: string) => {
    const account = wallet.accounts.find((candidate) => candidate.address === address)
    if (!account) throw new Error(`${wallet.name} has not authorised ${address}`)
    return account
  }
  const feature = <K extends keyof BitcoinFeatures>(name: K): NonNullable<BitcoinFeatures[K]> => {
    const found = features[name]
    if (!found) throw new Error(`${wallet.name} lacks the ${name} feature`)
    return found as NonNullable<BitcoinFeatures[K]>
  }

  return {
    provider: wallet,
    async connect(network) {
      const purposes: AddressPurpose[] = ['payment', 'ordinals']
      const { accounts } = await feature('bitcoin:connect').connect({ purposes })
      const sameOrder = accounts.length === purposes.length ? purposes : undefined
      return toAccounts(accounts, sameOrder).filter((account) =>
        onChain(network)(walletAccount(account.address)),
      )
    },
    async authorizedAccounts(network) {
      return toAccounts(wallet.accounts.filter(onChain(network)))
    },
    async disconnect() {
      await (features['bitcoin:disconnect'] ?? features['standard:disconnect'])?.disconnect()
    },
    async signMessage({ address, message }) {
      const [output] = await feature('bitcoin:signMessage').signMessage({
        account: walletAccount(address),
        message: new TextEncoder().encode(message),
      })
      if (!output) throw new Error(`${wallet.name} returned no signature`)
      return encodeBase64(output.signature)
    },
    async signPsbt({ psbt, signInputs, network }) {
      const [output] = await feature('bitcoin:signTransaction').signTransaction({
        psbt: decodeBase64(psbt),
        inputsToSign: Object.entries(signInputs).map(([address, signingIndexes]) => ({
          account: walletAccount(address),
          signingIndexes,
        })),
        chain: bitcoinStandardChain(network),
      })
      if (!output) throw new Error(`${wallet.name} returned no PSBT`)
      return encodeBase64(output.signedPsbt)
    },
    ...(wallet.chains.length > 1 && {
      async switchNetwork(network: Network) {
        if (!wallet.chains.includes(bitcoinStandardChain(network))) {
          throw new Error(`${wallet.name} does not offer ${bitcoinStandardChain(network)}`)
        }
      },
    }),
    watch({ accountsChanged }) {
      return features['standard:events']?.on('change', accountsChanged) ?? (() => {})
    },
  }
}
