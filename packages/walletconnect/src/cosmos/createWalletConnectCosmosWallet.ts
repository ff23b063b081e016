import {
  type ChainNamespace,
  ChainNotSupportedError,
  decodeBase64,
  encodeBase64,
  InvalidWalletResponseError,
  toProviderRpcError,
} from '@walletport/core'
import type { SharedSession } from '../createNamespaceProvider.js'
import type { ProviderListener, WalletConnectNamespaceProvider } from '../types.js'

/** Keplr's `Key`, as `getKey` gives it. */
export interface WalletConnectCosmosKey {
  name: string
  algo: string
  pubKey: Uint8Array
  bech32Address: string
}

export interface WalletConnectCosmosSignature {
  pub_key: { type: string; value: string }
  signature: string
}

/** A protobuf SignDoc as cosmjs builds it. */
export interface CosmosSignDoc {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  chainId: string
  accountNumber: bigint
}

/** cosmjs' OfflineDirectSigner over WalletConnect (`cosmos_getAccounts`, `cosmos_signDirect`). */
export interface WalletConnectCosmosSigner {
  getAccounts(): Promise<{ address: string; algo: string; pubkey: Uint8Array }[]>
  signDirect(
    signerAddress: string,
    signDoc: CosmosSignDoc,
  ): Promise<{ signed: CosmosSignDoc; signature: WalletConnectCosmosSignature }>
}

/**
 * The cosmos namespace as the Keplr-style API adapter-cosmos speaks, over WalletConnect's Cosmos methods. Its
 * 'disconnect' event fires when the session ends.
 */
export interface WalletConnectCosmosWallet {
  readonly isWalletConnect: true
  enable(chainIds: string | readonly string[]): Promise<void>
  isEnabled(chainIds: string | readonly string[]): Promise<boolean>
  disable(): Promise<void>
  getKey(chainId: string): Promise<WalletConnectCosmosKey>
  getOfflineSigner(chainId: string): WalletConnectCosmosSigner
  /** ADR-36 through `cosmos_signAmino` (WalletConnect has no signArbitrary). */
  signArbitrary(
    chainId: string,
    signer: string,
    data: string | Uint8Array,
  ): Promise<WalletConnectCosmosSignature>
  on(event: 'disconnect', listener: ProviderListener): void
  removeListener(event: 'disconnect', listener: ProviderListener): void
}

const COSMOS: ChainNamespace = 'cosmos'
const caip2 = (chainId: string) => `cosmos:${chainId}`
const list = (chainIds: string | readonly string[]) =>
  typeof chainIds === 'string' ? [chainIds] : [...chainIds]

function malformed(method: string, details: string): InvalidWalletResponseError {
  return new InvalidWalletResponseError({ method, details })
}

function signatureOf(method: string, value: unknown): WalletConnectCosmosSignature {
  const signature = value as Partial<WalletConnectCosmosSignature> | undefined
  if (typeof signature?.signature !== 'string' || typeof signature.pub_key?.value !== 'string') {
    throw malformed(method, 'The answer has no { signature, pub_key }.')
  }
  return {
    pub_key: { type: String(signature.pub_key.type), value: signature.pub_key.value },
    signature: signature.signature,
  }
}

/** The ADR-36 off-chain sign doc Keplr's signArbitrary signs: chain id empty, account number and sequence 0. */
function adr36SignDoc(signer: string, data: string | Uint8Array) {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: encodeBase64(bytes) } }],
    memo: '',
  }
}

export function createWalletConnectCosmosWallet(parameters: {
  session: SharedSession
  provider: WalletConnectNamespaceProvider
}): WalletConnectCosmosWallet {
  const { session, provider } = parameters
  /** The wallet's JSON-RPC errors as WalletPort's (4001 → UserRejectedRequestError…). */
  const request = (args: { method: string; params: object }, chainId: string) =>
    provider.request(args, caip2(chainId)).catch((error: unknown) => {
      throw toProviderRpcError(error)
    })

  const approved = (chainId: string) =>
    session.getSession()?.accounts.some((account) => account.startsWith(`${caip2(chainId)}:`)) ?? false

  function requireChains(chainIds: readonly string[]) {
    const missing = chainIds.filter((chainId) => !approved(chainId))
    if (missing.length > 0) {
      throw new ChainNotSupportedError({
        details: `The WalletConnect session does not cover ${missing.map(caip2).join(', ')}`,
      })
    }
  }

  async function accountsOn(chainId: string) {
    const method = 'cosmos_getAccounts'
    const answer = await request({ method, params: {} }, chainId)
    if (!Array.isArray(answer)) throw malformed(method, 'The answer is not a list of accounts.')
    return answer.map((entry: { address?: unknown; algo?: unknown; pubkey?: unknown }) => {
      if (typeof entry?.address !== 'string' || typeof entry.pubkey !== 'string') {
        throw malformed(method, 'An account lacks its address or base64 pubkey.')
      }
      return {
        address: entry.address,
        algo: String(entry.algo ?? 'secp256k1'),
        pubkey: decodeBase64(entry.pubkey),
      }
    })
  }

  async function firstAccount(chainId: string) {
    const [account] = await accountsOn(chainId)
    if (!account) throw malformed('cosmos_getAccounts', 'The wallet returned no account.')
    return account
  }

  async function signDirect(chainId: string, signerAddress: string, signDoc: CosmosSignDoc) {
    const method = 'cosmos_signDirect'
    const answer = (await request(
      {
        method,
        params: {
          signerAddress,
          signDoc: {
            chainId: signDoc.chainId,
            accountNumber: signDoc.accountNumber.toString(),
            authInfoBytes: encodeBase64(signDoc.authInfoBytes),
            bodyBytes: encodeBase64(signDoc.bodyBytes),
          },
        },
      },
      chainId,
    )) as { signed?: Record<string, unknown>; signature?: unknown } | undefined
    const signed = answer?.signed
    // A wallet may return only the signature: it then signed the doc as sent.
    if (signed === undefined) return { signed: signDoc, signature: signatureOf(method, answer?.signature) }
    if (typeof signed.bodyBytes !== 'string' || typeof signed.authInfoBytes !== 'string') {
      throw malformed(method, 'The signed doc lacks its base64 bodyBytes or authInfoBytes.')
    }
    return {
      signed: {
        chainId: String(signed.chainId ?? signDoc.chainId),
        accountNumber: BigInt(String(signed.accountNumber ?? signDoc.accountNumber)),
        bodyBytes: decodeBase64(signed.bodyBytes),
        authInfoBytes: decodeBase64(signed.authInfoBytes),
      },
      signature: signatureOf(method, answer?.signature),
    }
  }

  return {
    isWalletConnect: true,
    async enable(chainIds) {
      await session.connect(COSMOS)
      requireChains(list(chainIds))
    },
    async isEnabled(chainIds) {
      await session.restore()
      return list(chainIds).every(approved)
    },
    disable: () => session.disconnect(),
    async getKey(chainId) {
      requireChains([chainId])
      const account = await firstAccount(chainId)
      return {
        name: session.getSession()?.peer.name ?? 'WalletConnect',
        algo: account.algo,
        pubKey: account.pubkey,
        bech32Address: account.address,
      }
    },
    getOfflineSigner(chainId) {
      return {
        getAccounts: () => accountsOn(chainId),
        signDirect: (signerAddress, signDoc) => signDirect(chainId, signerAddress, signDoc),
      }
    },
    async signArbitrary(chainId, signer, data) {
      const method = 'cosmos_signAmino'
      const answer = (await request(
        { method, params: { signerAddress: signer, signDoc: adr36SignDoc(signer, data) } },
        chainId,
      )) as { signature?: unknown } | undefined
      return signatureOf(method, answer?.signature)
    },
    on: (event, listener) => void provider.on(event, listener),
    removeListener: (event, listener) => void provider.removeListener(event, listener),
  }
}
