import type { ChainNamespace } from '../../caip/types.js'
import { InvalidWalletResponseError } from '../../errors/adapter.js'
import { describeValue } from '../../errors/describeValue.js'
import type { ClientContext } from '../context.js'
import { callWallet } from './callWallet.js'
import { getActiveAccount } from './getActiveAccount.js'
import { watchConnection } from './watchConnection.js'

/**
 * Asks the connected wallet of `namespace` (default the active one) to sign `message`. Rejects with a
 * `WalletPortError`: the wallet's refusal or failure (original as `cause`), `WalletTimeoutError` past the
 * signMessage time-out, `WalletConnectionChangedError` as soon as the account, network or connection changes
 * while the prompt is open (its late signature is dropped), `InvalidWalletResponseError` for an answer that is
 * not a non-empty string.
 */
export async function signMessage(
  context: ClientContext,
  { message, namespace }: { message: string; namespace?: ChainNamespace | undefined },
): Promise<string> {
  const { namespace: target, address, network, adapter } = getActiveAccount(context, namespace)
  const watch = watchConnection(context, target, 'account')
  try {
    const signature: unknown = await callWallet(() => adapter.signMessage({ message, address, network }), {
      operation: `signMessage on ${target}`,
      timeoutMs: context.options.timeouts.signMessage,
      signal: watch.signal,
    })
    if (typeof signature !== 'string' || signature === '') {
      throw new InvalidWalletResponseError({
        method: 'signMessage',
        details: `Expected a signature, got ${describeValue(signature)}`,
      })
    }
    return signature
  } finally {
    watch.stop()
  }
}
