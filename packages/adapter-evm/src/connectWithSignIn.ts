import {
  type Account,
  type ConnectSignIn,
  InvalidWalletResponseError,
  MethodNotFoundRpcError,
  type SiwxRequest,
  type SiwxSession,
  UnsupportedProviderMethodError,
} from '@walletport/core'
import { requestWallet } from './requestWallet.js'
import { toEvmAccounts } from './toEvmAccounts.js'
import type { Eip1193Provider } from './types.js'

/** The `signInWithEthereum` capability of ERC-7846: the EIP-4361 fields in mixedCase, the chain id in hex. */
function toCapability({ chainId, ...fields }: SiwxRequest): Record<string, unknown> {
  return { ...fields, chainId: `0x${BigInt(chainId.slice('eip155:'.length)).toString(16)}` }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * ERC-7846 `wallet_connect` with the `signInWithEthereum` capability: the wallet connects an account and signs the
 * EIP-4361 message for it in one prompt. Null (connect with `eth_requestAccounts`) when the site is authorised
 * already (that connect asks nothing) or the wallet has no `wallet_connect` (4200, -32601). A wallet that connects
 * without signing in gives no session: SIWX then asks after connecting. An answer with no account list is
 * `InvalidWalletResponseError`.
 */
export async function connectWithSignIn(
  provider: Eip1193Provider,
  signIn: ConnectSignIn,
): Promise<{ accounts: Account[]; session?: SiwxSession } | null> {
  const authorized = await requestWallet<unknown>(provider, 'eth_accounts')
  if (Array.isArray(authorized) && authorized.length > 0) return null
  const request = await signIn.createRequest()
  let answer: unknown
  try {
    answer = await requestWallet(provider, 'wallet_connect', [
      { version: '1', capabilities: { signInWithEthereum: toCapability(request) } },
    ])
  } catch (error) {
    // Not MethodNotSupportedError (requestWalletCapability): a lazy chunk's class would join the first chunk.
    if (error instanceof UnsupportedProviderMethodError || error instanceof MethodNotFoundRpcError)
      return null
    throw error
  }
  const listed = isRecord(answer) ? answer.accounts : undefined
  if (!Array.isArray(listed)) {
    throw new InvalidWalletResponseError({
      method: 'wallet_connect',
      expected: '{ accounts: [...] }',
      received: answer,
    })
  }
  const accounts = toEvmAccounts(
    listed.map((entry: unknown) => (isRecord(entry) ? entry.address : entry)),
    'wallet_connect',
  )
  const first = listed[0] as { capabilities?: { signInWithEthereum?: unknown } } | undefined
  const signed = first?.capabilities?.signInWithEthereum
  if (
    !accounts[0] ||
    !isRecord(signed) ||
    typeof signed.message !== 'string' ||
    typeof signed.signature !== 'string'
  ) {
    return { accounts }
  }
  return {
    accounts,
    session: {
      data: { ...request, accountAddress: accounts[0].address },
      message: signed.message,
      signature: signed.signature,
    },
  }
}
