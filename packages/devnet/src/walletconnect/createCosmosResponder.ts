import { decodeBase64, encodeBase64 } from '@walletport/core'
import {
  type CosmosTestWallet,
  type CosmosTestWalletChain,
  createCosmosTestWallet,
} from '../cosmos/createCosmosTestWallet.js'
import {
  unsupportedChain,
  type WalletConnectRequest,
  type WalletConnectResponder,
} from './walletConnectResponder.js'

/** WalletConnect's Cosmos methods (https://docs.reown.com/advanced/multichain/rpc-reference/cosmos-rpc). */
export const walletConnectTestWalletCosmosMethods = [
  'cosmos_getAccounts',
  'cosmos_signDirect',
  'cosmos_signAmino',
] as const

export interface CreateCosmosResponderParameters {
  /**
   * The chains it can approve (CAIP-2 `cosmos:<chainId>`),
   * e.g. the devnet's `{ chainId, rpcUrl, bech32Prefix }`.
   */
  chains: readonly CosmosTestWalletChain[]
  /** Default: the devnet's funded mnemonic. */
  mnemonic?: string
}

const invalidParams = (message: string) => ({ code: -32602, message: `Invalid params: ${message}` })

function record(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) throw invalidParams(`${name} must be an object`)
  return value as Record<string, unknown>
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
  return value
}

function bytes(value: unknown, name: string): Uint8Array {
  try {
    return decodeBase64(text(value, name))
  } catch (error) {
    if ((error as { code?: unknown }).code === -32602) throw error
    throw invalidParams(`${name} is not base64`)
  }
}

/**
 * The cosmos namespace of a WalletConnect test wallet: `createCosmosTestWallet` (real secp256k1 keys, the devnet's
 * funded accounts) answering WalletConnect's Cosmos methods, bytes in base64 both ways. A refusal is 4001.
 */
export async function createCosmosResponder(
  parameters: CreateCosmosResponderParameters,
): Promise<WalletConnectResponder & { readonly wallet: CosmosTestWallet }> {
  const chainIds = parameters.chains.map((chain) => chain.chainId)
  const wallet = await createCosmosTestWallet({
    chains: parameters.chains,
    enabled: chainIds,
    ...(parameters.mnemonic === undefined ? {} : { mnemonic: parameters.mnemonic }),
  })
  const first = chainIds[0]
  if (first === undefined) throw new Error('The cosmos part of a WalletConnect test wallet needs a chain')
  const address = (await wallet.getKey(first)).bech32Address

  async function signed<T>(sign: () => Promise<T>): Promise<T> {
    try {
      return await sign()
    } catch (error) {
      throw { code: 4001, message: error instanceof Error ? error.message : String(error) }
    }
  }

  async function signDirect(chainId: string, params: unknown) {
    const input = record(params, 'params')
    const signDoc = record(input.signDoc, 'signDoc')
    const { signed: doc, signature } = await signed(() =>
      wallet.signDirect(chainId, text(input.signerAddress, 'signerAddress'), {
        chainId: text(signDoc.chainId, 'signDoc.chainId'),
        accountNumber: BigInt(text(signDoc.accountNumber, 'signDoc.accountNumber')),
        authInfoBytes: bytes(signDoc.authInfoBytes, 'signDoc.authInfoBytes'),
        bodyBytes: bytes(signDoc.bodyBytes, 'signDoc.bodyBytes'),
      }),
    )
    return {
      signature,
      signed: {
        chainId: doc.chainId,
        accountNumber: doc.accountNumber.toString(),
        authInfoBytes: encodeBase64(doc.authInfoBytes),
        bodyBytes: encodeBase64(doc.bodyBytes),
      },
    }
  }

  /** An ADR-36 doc (off-chain `sign/MsgSignData`, empty chain id) is signed as Keplr's signArbitrary does. */
  async function signAmino(chainId: string, params: unknown) {
    const input = record(params, 'params')
    const signer = text(input.signerAddress, 'signerAddress')
    const signDoc = record(input.signDoc, 'signDoc')
    const [message, ...others] = Array.isArray(signDoc.msgs) ? signDoc.msgs : []
    const data = (message as { type?: unknown; value?: { data?: unknown } } | undefined)?.value?.data
    if (
      signDoc.chain_id === '' &&
      others.length === 0 &&
      (message as { type?: unknown })?.type === 'sign/MsgSignData'
    ) {
      const signature = await signed(() =>
        wallet.signArbitrary(chainId, signer, bytes(data, 'signDoc.msgs[0].value.data')),
      )
      return { signed: signDoc, signature }
    }
    return signed(() => wallet.signAmino(chainId, signer, signDoc as never))
  }

  return {
    namespace: 'cosmos',
    chains: chainIds.map((chainId) => `cosmos:${chainId}`),
    address,
    methods: walletConnectTestWalletCosmosMethods,
    events: [],
    wallet,
    setBehavior(behavior) {
      if (behavior === 'reject') wallet.setBehavior('reject')
      else wallet.resetBehavior()
    },
    async answer({ chainId: caip2, method, params }: WalletConnectRequest) {
      const chainId = caip2.slice('cosmos:'.length)
      if (!caip2.startsWith('cosmos:') || !chainIds.includes(chainId)) throw unsupportedChain(caip2)
      switch (method) {
        case 'cosmos_getAccounts': {
          const key = await wallet.getKey(chainId)
          return [{ algo: key.algo, address: key.bech32Address, pubkey: encodeBase64(key.pubKey) }]
        }
        case 'cosmos_signDirect':
          return signDirect(chainId, params)
        case 'cosmos_signAmino':
          return signAmino(chainId, params)
        default:
          throw { code: 4200, message: `Unsupported method ${method}` }
      }
    },
  }
}
