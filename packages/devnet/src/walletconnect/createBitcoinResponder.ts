import {
  type BitcoinTestWallet,
  type CreateBitcoinTestWalletParameters,
  createBitcoinTestWallet,
} from '../bitcoin/testWallet.js'
import {
  unsupportedChain,
  type WalletConnectRequest,
  type WalletConnectResponder,
} from './walletConnectResponder.js'

/** WalletConnect's Bitcoin methods (https://docs.reown.com/advanced/multichain/rpc-reference/bitcoin-rpc). */
export const walletConnectTestWalletBitcoinMethods = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
] as const

/** The regtest chain (CAIP-2: the genesis block hash's first 32 hex digits), the devnet's. */
export const bitcoinRegtestChain = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

export type CreateBitcoinResponderParameters = Pick<CreateBitcoinTestWalletParameters, 'esploraUrl' | 'keys'>

const invalidParams = (message: string) => ({ code: -32602, message: `Invalid params: ${message}` })

function field(params: unknown, name: string): string {
  const value = (params as Record<string, unknown> | null | undefined)?.[name]
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
  return value
}

/** The test wallet's refusals (sats-connect codes) as WalletConnect wallets send them: 4001 for the user's. */
async function answered<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const { code, message = String(error) } = error as { code?: number; message?: string }
    throw { code: code === -32000 ? 4001 : (code ?? -32603), message }
  }
}

/**
 * The bip122 namespace of a WalletConnect test wallet on regtest: `createBitcoinTestWallet`'s keys (the devnet's
 * funded payment key and an ordinals key) answering `getAccountAddresses` (payment, then ordinal),
 * `signMessage` (BIP-322) and `signPsbt` (the listed inputs, never broadcast unless asked).
 */
export function createBitcoinResponder(
  parameters: CreateBitcoinResponderParameters,
): WalletConnectResponder & { readonly wallet: BitcoinTestWallet } {
  const wallet = createBitcoinTestWallet({ ...parameters, network: 'Regtest', authorized: true })
  const { payment, ordinals } = wallet.accounts

  async function signPsbt(params: unknown) {
    const signInputs: Record<string, number[]> = {}
    const listed = (params as { signInputs?: unknown }).signInputs
    if (!Array.isArray(listed)) throw invalidParams('signInputs must be a list of { address, index }')
    for (const input of listed as { address?: unknown; index?: unknown }[]) {
      if (typeof input?.address !== 'string' || typeof input.index !== 'number') {
        throw invalidParams('signInputs must be a list of { address, index }')
      }
      signInputs[input.address] = [...(signInputs[input.address] ?? []), input.index]
    }
    const psbt = field(params, 'psbt')
    return { psbt: await wallet.approve('signPsbt', () => wallet.signPsbt(psbt, signInputs)) }
  }

  return {
    namespace: 'bip122',
    chains: [bitcoinRegtestChain],
    address: payment.address,
    methods: walletConnectTestWalletBitcoinMethods,
    events: [],
    wallet,
    setBehavior(behavior) {
      if (behavior === 'reject') wallet.setBehavior('reject')
      else wallet.resetBehavior()
    },
    answer({ chainId, method, params }: WalletConnectRequest) {
      if (chainId !== bitcoinRegtestChain) throw unsupportedChain(chainId)
      return answered(async () => {
        switch (method) {
          case 'getAccountAddresses':
            return [payment, ordinals].map((account) => ({
              address: account.address,
              publicKey: account.publicKey,
              intention: account.purpose === 'ordinals' ? 'ordinal' : 'payment',
            }))
          case 'signMessage': {
            const address = (params as { address?: unknown }).address ?? payment.address
            const message = field(params, 'message')
            const protocol = (params as { protocol?: unknown }).protocol ?? 'bip322'
            if (protocol !== 'bip322') throw invalidParams('only bip322 signing is offered')
            const signature = await wallet.approve('signMessage', () =>
              wallet.signMessage(String(address), message),
            )
            return { address, signature }
          }
          case 'signPsbt':
            return signPsbt(params)
          default:
            throw { code: 4200, message: `Unsupported method ${method}` }
        }
      })
    },
  }
}
