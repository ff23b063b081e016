import type { ChainNamespace } from '../../caip/types.js'
import { InvalidWalletResponseError } from '../../errors/adapter.js'
import { describeValue } from '../../errors/describeValue.js'
import type { SiwxMessageData } from '../../schemas/siwx.js'
import type { ClientContext } from '../context.js'
import { callWallet } from '../wallet/callWallet.js'
import { getActiveAccount } from '../wallet/getActiveAccount.js'
import { signMessage } from '../wallet/signMessage.js'
import { watchConnection } from '../wallet/watchConnection.js'

function isSigned(value: unknown): value is { message: string; signature: string } {
  const signed = value as { message?: unknown; signature?: unknown } | null
  return (
    typeof signed?.message === 'string' &&
    signed.message !== '' &&
    typeof signed.signature === 'string' &&
    signed.signature !== ''
  )
}

/**
 * Has the wallet sign the sign-in message: through the adapter's `signIn` (the wallet writes the text itself, e.g.
 * `solana:signIn`) when the connected wallet has it, else `text` through `signMessage`. Same errors, time-out and
 * connection watch as `signMessage`; a `signIn` answer without text and signature is `InvalidWalletResponseError`.
 */
export async function signSiwxMessage(
  context: ClientContext,
  { data, text, namespace }: { data: SiwxMessageData; text: string; namespace: ChainNamespace },
): Promise<{ message: string; signature: string }> {
  const { adapter, network } = getActiveAccount(context, namespace)
  const signIn = adapter.signIn?.bind(adapter)
  if (signIn) {
    const watch = watchConnection(context, namespace, 'account')
    let signed: unknown
    try {
      signed = await callWallet(() => signIn({ data, network }), {
        operation: `signIn on ${namespace}`,
        timeoutMs: context.options.timeouts.signMessage,
        signal: watch.signal,
      })
    } finally {
      watch.stop()
    }
    if (signed !== null) {
      if (!isSigned(signed)) {
        throw new InvalidWalletResponseError({
          method: 'signIn',
          details: `Expected the signed message and its signature, got ${describeValue(signed)}`,
        })
      }
      return signed
    }
  }
  return { message: text, signature: await signMessage(context, { message: text, namespace }) }
}
