import type { Signer, SignerResult } from '@polkadot/types/types'
import {
  InvalidWalletResponseError,
  UnauthorizedProviderError,
  WalletNotConnectedError,
} from '@walletport/core'
import type { PolkadotConnection, PolkadotContext } from '../context.js'
import { walletCall } from './walletCall.js'

const HEX_SIGNATURE = /^0x[0-9a-f]{128,}$/i

/**
 * The extension's Signer for @polkadot/api (`signAndSend(address, { signer })`), held to `connection`: once the
 * connection has ended it refuses with WalletNotConnectedError, and an address the connection does not hold with
 * UnauthorizedProviderError, both before the extension is asked. A declined prompt is UserRejectedRequestError; an
 * answer without a hex signature is InvalidWalletResponseError. Only the methods the extension has are offered.
 */
export function connectedSigner(context: PolkadotContext, connection: PolkadotConnection): Signer {
  const { signer } = connection.extension
  async function sign(
    method: 'signPayload' | 'signRaw',
    address: string,
    call: () => Promise<SignerResult>,
  ): Promise<SignerResult> {
    if (context.slot.get() !== connection) throw new WalletNotConnectedError({ namespace: 'polkadot' })
    const { isSameAccount } = await import('../address/toNetworkAddress.js')
    if (context.slot.get() !== connection) throw new WalletNotConnectedError({ namespace: 'polkadot' })
    if (!connection.accounts.some((account) => isSameAccount(account.address, address))) {
      throw new UnauthorizedProviderError({ details: `${address} is not among the connected accounts` })
    }
    const result = await walletCall(call)
    if (typeof result?.signature !== 'string' || !HEX_SIGNATURE.test(result.signature)) {
      throw new InvalidWalletResponseError({
        method,
        expected: '{ id, signature } with a hex signature',
        received: result,
      })
    }
    return result
  }
  return {
    ...(signer.signPayload && {
      signPayload: (payload) => sign('signPayload', payload.address, () => signer.signPayload!(payload)),
    }),
    ...(signer.signRaw && {
      signRaw: (raw) => sign('signRaw', raw.address, () => signer.signRaw!(raw)),
    }),
    ...(signer.update && { update: (id, status) => signer.update?.(id, status) }),
  }
}
