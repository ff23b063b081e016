import { RequestAbortedError, SomethingWentWrongError, type WalletPortError } from '@walletport/core'
import type { FrameRequestType } from '../protocol/events.js'

/**
 * What an aborted request rejects with (spec section 8): RPC requests 'Request was aborted', the rest
 * 'Something went wrong' — except the Farcaster URI request, whose view retries on its own, so it gets the quiet
 * 'Request was aborted' too.
 */
export function abortError(type: FrameRequestType, reason: string): WalletPortError {
  const details = `The frame request ${type} was aborted: ${reason}`
  return type === 'RPC_REQUEST' || type === 'GET_FARCASTER_URI'
    ? new RequestAbortedError({ details })
    : new SomethingWentWrongError({ details })
}
