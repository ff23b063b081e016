import type { SignerPayloadJSON } from '@polkadot/types/types'
import { u8aEq } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'
import {
  createPolkadotTestExtension,
  type InjectedPolkadotExtension,
  type PolkadotTestExtension,
} from '../polkadot/createPolkadotTestExtension.js'
import type { PolkadotTestAccountSpec } from '../polkadot/polkadotTestAccounts.js'
import {
  unsupportedChain,
  type WalletConnectRequest,
  type WalletConnectResponder,
} from './walletConnectResponder.js'

/** WalletConnect's Polkadot methods (https://docs.reown.com/advanced/multichain/rpc-reference/polkadot-rpc). */
export const walletConnectTestWalletPolkadotMethods = [
  'polkadot_signTransaction',
  'polkadot_signMessage',
] as const

export interface CreatePolkadotResponderParameters {
  /** Genesis hashes of the chains it can approve (`polkadot:<first 32 hex>`), e.g. the devnet's. */
  genesisHashes: readonly string[]
  /** Its key; default //Alice (sr25519), funded by the devnet. */
  account?: PolkadotTestAccountSpec
}

const ORIGIN = 'WalletConnect'
const invalidParams = (message: string) => ({ code: -32602, message: `Invalid params: ${message}` })

function sameAccount(a: unknown, b: string): boolean {
  try {
    return typeof a === 'string' && u8aEq(decodeAddress(a), decodeAddress(b))
  } catch {
    return false
  }
}

function field(params: unknown, name: string): unknown {
  if (typeof params !== 'object' || params === null) throw invalidParams('params must be an object')
  return (params as Record<string, unknown>)[name]
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw invalidParams(`${name} must be a string`)
  return value
}

/**
 * The polkadot namespace of a WalletConnect test wallet: `createPolkadotTestExtension` (keyring pairs) answering
 * `polkadot_signTransaction { address, transactionPayload }` and `polkadot_signMessage { address, message }` with
 * `{ signature }`, as the extension's signer does. Its CAIP-10 address is generic SS58. A refusal is 4001.
 */
export async function createPolkadotResponder(
  parameters: CreatePolkadotResponderParameters,
): Promise<WalletConnectResponder & { readonly extension: PolkadotTestExtension }> {
  const chains = parameters.genesisHashes.map((hash) => `polkadot:${hash.replace(/^0x/, '').slice(0, 32)}`)
  if (chains.length === 0) throw new Error('The polkadot part of a WalletConnect test wallet needs a chain')
  const extension = await createPolkadotTestExtension({
    accounts: [parameters.account ?? { name: 'Alice', uri: '//Alice', type: 'sr25519' }],
    authorized: [ORIGIN],
  })
  const injected: InjectedPolkadotExtension = await extension.provider.enable(ORIGIN)
  const address = extension.accounts[0]!.address

  async function signed<T>(sign: () => Promise<T>): Promise<T> {
    try {
      return await sign()
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (message.startsWith('Unable to find account')) throw { code: 4100, message }
      throw { code: 4001, message }
    }
  }

  return {
    namespace: 'polkadot',
    chains,
    address,
    methods: walletConnectTestWalletPolkadotMethods,
    events: [],
    extension,
    setBehavior(behavior) {
      if (behavior === 'reject') extension.setBehavior('reject')
      else extension.resetBehavior()
    },
    async answer({ chainId, method, params }: WalletConnectRequest) {
      if (!chains.includes(chainId)) throw unsupportedChain(chainId)
      switch (method) {
        case 'polkadot_signTransaction': {
          const signer = text(field(params, 'address'), 'address')
          const payload = field(params, 'transactionPayload') as SignerPayloadJSON | undefined
          if (typeof payload !== 'object' || payload === null)
            throw invalidParams('transactionPayload is missing')
          if (!sameAccount(payload.address, signer))
            throw invalidParams('transactionPayload.address is not address')
          if (!`polkadot:${String(payload.genesisHash).slice(2, 34)}`.startsWith(chainId))
            throw unsupportedChain(chainId)
          const { signature } = await signed(() => injected.signer.signPayload(payload))
          return { signature }
        }
        case 'polkadot_signMessage': {
          const signer = text(field(params, 'address'), 'address')
          const message = text(field(params, 'message'), 'message')
          const { signature } = await signed(() =>
            injected.signer.signRaw({ address: signer, data: message, type: 'bytes' }),
          )
          return { signature }
        }
        default:
          throw { code: 4200, message: `Unsupported method ${method}` }
      }
    },
  }
}
