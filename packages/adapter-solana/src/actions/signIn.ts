import type { SolanaSignInFeature, SolanaSignInInput } from '@solana/wallet-standard-features'
import {
  InvalidWalletResponseError,
  type Network,
  parseCaipNetworkId,
  type SiwxMessageData,
} from '@walletport/core'
import { encodeBase58 } from '@walletport/core/adapter'
import { callWallet } from '../callWallet.js'
import { accountOf, type SolanaAdapterState } from '../solanaAdapterState.js'
import { validateSolanaAddress } from '../validateSolanaAddress.js'

function toSignInInput(data: SiwxMessageData): SolanaSignInInput {
  const optional = {
    statement: data.statement,
    issuedAt: data.issuedAt,
    expirationTime: data.expirationTime,
    notBefore: data.notBefore,
    requestId: data.requestId,
    resources: data.resources,
  }
  return {
    domain: data.domain,
    address: data.accountAddress,
    uri: data.uri,
    version: data.version,
    // The CAIP-2 reference, as the CAIP-122 text writes it, so both layouts carry the same Chain ID.
    chainId: parseCaipNetworkId(data.chainId).reference,
    nonce: data.nonce,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  }
}

/**
 * Sign In With Solana (`solana:signIn`): the wallet writes the message from `data` itself and signs it with the
 * connected account `data.accountAddress`. Returns the text it signed and the signature in base58, or null when the
 * wallet has no `solana:signIn` (then sign the CAIP-122 text with `signMessage`). An answer for another account, a
 * signature that is not 64 bytes or a message that is not UTF-8 is `InvalidWalletResponseError`.
 */
export async function signIn(
  state: SolanaAdapterState,
  { data }: { data: SiwxMessageData; network?: Network },
): Promise<{ message: string; signature: string } | null> {
  validateSolanaAddress(data.accountAddress)
  const { wallet } = state.connection.require()
  accountOf(state, data.accountAddress)
  const feature = (wallet.features as Partial<SolanaSignInFeature>)['solana:signIn']
  if (!feature) return null
  const outputs = await callWallet(() => feature.signIn(toSignInInput(data)))
  const output = outputs?.[0]
  const invalid = (expected: string) =>
    new InvalidWalletResponseError({ method: 'solana:signIn', expected, received: outputs })
  if (output?.account?.address !== data.accountAddress) throw invalid(`a sign-in by ${data.accountAddress}`)
  if (!(output.signature instanceof Uint8Array) || output.signature.length !== 64)
    throw invalid('one 64-byte signature')
  if (!(output.signedMessage instanceof Uint8Array)) throw invalid('the signed message bytes')
  let message: string
  try {
    message = new TextDecoder('utf-8', { fatal: true }).decode(output.signedMessage)
  } catch {
    throw invalid('a UTF-8 signed message')
  }
  return { message, signature: encodeBase58(output.signature) }
}
