import { bytesToHex, decodeBase58, InvalidWalletResponseError, toProviderRpcError } from '@walletport/core'
import type { SharedSession } from '../createNamespaceProvider.js'
import type { ProviderListener, WalletConnectNamespaceProvider } from '../types.js'

/** An account as `injectedWeb3` extensions list them; `genesisHash` is the session chain's 32-hex reference. */
export interface WalletConnectPolkadotAccount {
  address: string
  genesisHash: string
  name: string
}

/** The parts of @polkadot/api's `SignerPayloadJSON` the facade reads (it forwards the whole payload). */
export interface PolkadotSignerPayload {
  address: string
  genesisHash: string
}

/** The extension adapter-polkadot speaks (`Injected` of @polkadot/extension-inject), over WalletConnect. */
export interface WalletConnectPolkadotInjected {
  accounts: {
    get(): Promise<WalletConnectPolkadotAccount[]>
    subscribe(callback: (accounts: WalletConnectPolkadotAccount[]) => void): () => void
  }
  signer: {
    /** `polkadot_signTransaction { address, transactionPayload }` → `{ signature }`. */
    signPayload(payload: PolkadotSignerPayload): Promise<{ id: number; signature: `0x${string}` }>
    /** `polkadot_signMessage { address, message }` → `{ signature }`. */
    signRaw(raw: {
      address: string
      data: string
      type?: string
    }): Promise<{ id: number; signature: `0x${string}` }>
  }
}

/**
 * The polkadot namespace as an `injectedWeb3` entry: `enable` pairs (or reuses the session), accounts are the
 * session's polkadot accounts, and the signer sends WalletConnect's Polkadot methods to the wallet. Its 'disconnect'
 * event fires when the session ends; `disconnect()` deletes it.
 */
export interface WalletConnectPolkadotExtension {
  readonly isWalletConnect: true
  readonly version: string
  enable(appName: string): Promise<WalletConnectPolkadotInjected>
  disconnect(): Promise<void>
  on(event: 'disconnect', listener: ProviderListener): void
  removeListener(event: 'disconnect', listener: ProviderListener): void
}

const SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){64,66}$/

/** The account id inside an SS58 address (after its one- or two-byte network prefix): the same key in any prefix. */
function accountIdOf(address: string): string | undefined {
  try {
    const bytes = decodeBase58(address)
    const prefixLength = (bytes[0] ?? 0) < 64 ? 1 : 2
    return bytesToHex(bytes.subarray(prefixLength, prefixLength + 32))
  } catch {
    return undefined
  }
}

function signatureOf(method: string, answer: unknown): `0x${string}` {
  const signature = (answer as { signature?: unknown } | undefined)?.signature
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) {
    throw new InvalidWalletResponseError({
      method,
      expected: '{ signature: 0x… of 64–66 bytes }',
      received: answer,
    })
  }
  return signature as `0x${string}`
}

export function createWalletConnectPolkadotExtension(parameters: {
  session: SharedSession
  provider: WalletConnectNamespaceProvider
}): WalletConnectPolkadotExtension {
  const { session, provider } = parameters
  let nextId = 0

  function accounts(): WalletConnectPolkadotAccount[] {
    const peer = session.getSession()?.peer.name ?? 'WalletConnect'
    return (session.getSession()?.accounts ?? []).flatMap((account) => {
      const [namespace, reference, address] = account.split(':')
      if (namespace !== 'polkadot' || !reference || !address) return []
      return [{ address, genesisHash: `0x${reference}`, name: peer }]
    })
  }

  /**
   * The session account and chain for `address` in any SS58 prefix (a payload names its chain by its full genesis
   * hash): the wallet is asked with the address as it approved it.
   */
  function sessionAccount(address: string, genesisHash?: string): { address: string; chain: string } {
    const id = accountIdOf(address)
    const candidates = accounts().filter((account) => id !== undefined && accountIdOf(account.address) === id)
    const match = genesisHash
      ? candidates.find((account) => genesisHash.toLowerCase().startsWith(account.genesisHash.toLowerCase()))
      : candidates[0]
    if (!match) {
      throw toProviderRpcError({
        code: 4100,
        message: `The WalletConnect session has no polkadot account ${address}${genesisHash ? ` on ${genesisHash}` : ''}`,
      })
    }
    return { address: match.address, chain: `polkadot:${match.genesisHash.slice(2)}` }
  }

  const request = (method: string, params: object, chain: string) =>
    provider.request({ method, params }, chain).catch((error: unknown) => {
      throw toProviderRpcError(error)
    })

  const injected: WalletConnectPolkadotInjected = {
    accounts: {
      get: async () => accounts(),
      subscribe(callback) {
        const listener = () => callback(accounts())
        provider.on('accountsChanged', listener)
        return () => void provider.removeListener('accountsChanged', listener)
      },
    },
    signer: {
      async signPayload(payload) {
        const method = 'polkadot_signTransaction'
        const { address, chain } = sessionAccount(payload.address, payload.genesisHash)
        const answer = await request(method, { address, transactionPayload: payload }, chain)
        return { id: ++nextId, signature: signatureOf(method, answer) }
      },
      async signRaw({ address, data }) {
        const method = 'polkadot_signMessage'
        const account = sessionAccount(address)
        const answer = await request(method, { address: account.address, message: data }, account.chain)
        return { id: ++nextId, signature: signatureOf(method, answer) }
      },
    },
  }

  return {
    isWalletConnect: true,
    version: 'walletconnect-2',
    async enable() {
      await session.connect('polkadot')
      return injected
    },
    disconnect: () => session.disconnect(),
    on: (event, listener) => void provider.on(event, listener),
    removeListener: (event, listener) => void provider.removeListener(event, listener),
  }
}
