import { InvalidWalletResponseError, MethodNotSupportedError } from '@walletport/core'
import { encodeBase58 } from '@walletport/core/adapter'
import { accountOf } from '../accountOf.js'
import type { SolanaAdapterState } from '../solanaAdapterState.js'
import { featuresOf } from '../solanaFeatures.js'
import { validateSolanaAddress } from '../validateSolanaAddress.js'
import { withUserRejection } from '../withUserRejection.js'

/** `solana:signMessage` of the UTF-8 message by a connected account; the signature in base58. */
export async function signMessage(
  state: SolanaAdapterState,
  { message, address }: { message: string; address: string },
): Promise<string> {
  validateSolanaAddress(address)
  const { wallet } = state.connection.require()
  const account = accountOf(state, address)
  const feature = featuresOf(wallet)['solana:signMessage']
  if (!feature) throw new MethodNotSupportedError({ method: 'signMessage', namespace: 'solana' })
  const outputs = await withUserRejection(() =>
    feature.signMessage({ account, message: new TextEncoder().encode(message) }),
  )
  const signature = outputs?.[0]?.signature
  if (!(signature instanceof Uint8Array) || signature.length !== 64) {
    throw new InvalidWalletResponseError({
      method: 'solana:signMessage',
      expected: 'one 64-byte signature',
      received: outputs,
    })
  }
  return encodeBase58(signature)
}
