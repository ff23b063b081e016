import type { SolanaSignInFeature } from '@solana/wallet-standard-features'
import type { Network, SiwxMessageData } from '@walletport/core'
import { accountOf } from '../accountOf.js'
import { readSignInOutput, toSignInInput } from '../readSignInOutput.js'
import type { SolanaAdapterState } from '../solanaAdapterState.js'
import { validateSolanaAddress } from '../validateSolanaAddress.js'
import { withUserRejection } from '../withUserRejection.js'

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
  const outputs = await withUserRejection(() => feature.signIn(toSignInInput(data)))
  const { message, signature } = readSignInOutput(outputs, data.accountAddress)
  return { message, signature }
}
