import {
  type AppRequest,
  type FrameRequestType,
  frameErrorMessage,
  frameSuccessMessage,
  parseAppMessage,
} from '@walletport/embedded/protocol'
import type { FrameHandlers } from './createFrameHandlers.js'
import { FrameRequestError } from './FrameError.js'

export interface FramePort {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  start?(): void
}

/**
 * Answers the dapp's requests arriving on the private port: each message checked by its schema, each answered
 * with a success or error event carrying its id. Unexpected failures answer with a plain message (no stack).
 */
export function serveFrameRequests(
  port: FramePort,
  handlers: FrameHandlers,
  { onUnexpected = () => {} }: { onUnexpected?: (error: unknown) => void } = {},
): void {
  port.addEventListener('message', (event) => {
    const parsed = parseAppMessage(event.data)
    if (parsed.kind === 'invalid') {
      const type = parsed.type?.replace(/^@walletport-app\//, '') as FrameRequestType | undefined
      if (parsed.id && type && type in handlers)
        port.postMessage(frameErrorMessage(parsed.id, type, parsed.message))
      return
    }
    void answer(parsed.request)
  })
  port.start?.()

  async function answer({ id, type, payload }: AppRequest) {
    try {
      const handler = handlers[type] as (payload: unknown) => Promise<unknown>
      port.postMessage(frameSuccessMessage(id, type, (await handler(payload)) as never))
    } catch (error) {
      if (error instanceof FrameRequestError) {
        port.postMessage(frameErrorMessage(id, type, error.message, error.code))
        return
      }
      onUnexpected(error)
      port.postMessage(frameErrorMessage(id, type, 'An error occurred'))
    }
  }
}
