import {
  type Account,
  ChainNotSupportedError,
  InvalidWalletResponseError,
  type Network,
  toProviderRpcError,
} from '@walletport/core'
import type { SharedSession } from '../createNamespaceProvider.js'
import type { WalletConnectNamespaceProvider } from '../types.js'

/**
 * adapter-bitcoin's `BitcoinWalletClient` over WalletConnect's Bitcoin methods: `getAccountAddresses`,
 * `signMessage`, `signPsbt`; `connect` pairs through the shared session (at once with one), `authorizedAccounts`
 * reads a stored session without prompting. Written out here, not imported, so the typings of an app without
 * @walletport/adapter-bitcoin (an optional peer) still compile; the bitcoin test hands it to the real adapter.
 */
export interface WalletConnectBitcoinClient {
  readonly provider: WalletConnectNamespaceProvider
  connect(network: Network): Promise<Account[]>
  authorizedAccounts(network: Network): Promise<Account[]>
  disconnect(): Promise<void>
  signMessage(parameters: {
    address: string
    message: string
    protocol: 'bip322' | 'legacy'
  }): Promise<string>
  signPsbt(parameters: {
    psbt: string
    signInputs: Record<string, number[]>
    network: Network
    accounts: readonly Account[]
  }): Promise<string>
  switchNetwork?(network: Network): Promise<void>
  watch(handlers: { accountsChanged(): void; disconnected(): void }): () => void
}

interface AccountAddress {
  address?: unknown
  publicKey?: unknown
  intention?: unknown
}

const malformed = (method: string, details: string) => new InvalidWalletResponseError({ method, details })

/** Payment accounts first: accounts[0] is what sends and signs by default. */
function toAccounts(method: string, answer: unknown): Account[] {
  if (!Array.isArray(answer)) throw malformed(method, 'The answer is not a list of addresses.')
  const accounts = (answer as AccountAddress[]).map((entry): Account => {
    if (typeof entry?.address !== 'string') throw malformed(method, 'An entry has no address.')
    const purpose = entry.intention === 'ordinal' ? 'ordinals' : 'payment'
    return {
      address: entry.address,
      type: 'payment',
      purpose,
      ...(typeof entry.publicKey === 'string' && entry.publicKey !== ''
        ? { publicKey: entry.publicKey }
        : {}),
    }
  })
  return accounts.sort((a, b) => Number(b.purpose === 'payment') - Number(a.purpose === 'payment'))
}

export function createWalletConnectBitcoinClient(parameters: {
  session: SharedSession
  provider: WalletConnectNamespaceProvider
}): WalletConnectBitcoinClient {
  const { session, provider } = parameters

  /** On `network`'s chain, or the namespace's current one. Wallet errors as WalletPort's (4001 → rejection). */
  const request = (method: string, params: object, network?: Network) =>
    provider.request({ method, params }, network?.caipNetworkId).catch((error: unknown) => {
      throw toProviderRpcError(error)
    })

  /** The session's address on `network` (WalletConnect's `account` parameter), if the session covers it. */
  function sessionAddress(network: Network): string | undefined {
    const prefix = `${network.caipNetworkId}:`
    return session
      .getSession()
      ?.accounts.find((account) => account.startsWith(prefix))
      ?.slice(prefix.length)
  }

  async function accountsOn(network: Network, account: string): Promise<Account[]> {
    const method = 'getAccountAddresses'
    const accounts = toAccounts(
      method,
      await request(method, { account, intentions: ['payment', 'ordinal'] }, network),
    )
    return accounts.length > 0 ? accounts : [{ address: account, type: 'payment', purpose: 'payment' }]
  }

  return {
    provider,
    async connect(network) {
      await session.connect('bip122')
      const account = sessionAddress(network)
      if (account === undefined) {
        throw new ChainNotSupportedError({
          details: `The WalletConnect session does not cover ${network.caipNetworkId}`,
        })
      }
      return accountsOn(network, account)
    },
    async authorizedAccounts(network) {
      await session.restore()
      const account = sessionAddress(network)
      return account === undefined ? [] : accountsOn(network, account)
    },
    disconnect: () => session.disconnect(),
    async signMessage({ address, message, protocol }) {
      const method = 'signMessage'
      const account = provider.getAccounts()[0] ?? address
      const answer = (await request(method, {
        account,
        address,
        message,
        protocol: protocol === 'legacy' ? 'ecdsa' : 'bip322',
      })) as { signature?: unknown } | undefined
      if (typeof answer?.signature !== 'string') throw malformed(method, 'The answer has no signature.')
      return answer.signature
    },
    async signPsbt({ psbt, signInputs, network, accounts }) {
      const method = 'signPsbt'
      const inputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
        indexes.map((index) => ({ address, index })),
      )
      const account = sessionAddress(network) ?? accounts[0]?.address
      const answer = (await request(
        method,
        { account, psbt, signInputs: inputs, broadcast: false },
        network,
      )) as { psbt?: unknown } | undefined
      if (typeof answer?.psbt !== 'string') throw malformed(method, 'The answer has no base64 psbt.')
      return answer.psbt
    },
    watch({ accountsChanged, disconnected }) {
      provider.on('accountsChanged', accountsChanged)
      provider.on('disconnect', disconnected)
      return () => {
        provider.removeListener('accountsChanged', accountsChanged)
        provider.removeListener('disconnect', disconnected)
      }
    },
  }
}
