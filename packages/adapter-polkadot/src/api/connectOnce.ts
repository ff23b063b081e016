import type { WsProvider } from '@polkadot/api'
import { RpcRequestError, TimeoutError } from '@walletport/core'

/**
 * Opens `socket` and resolves once it is connected; a refusal or a drop rejects naming the URL, no answer within
 * `timeoutMs` is a TimeoutError naming it.
 */
export function connectOnce(socket: WsProvider, url: string, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const cleanUp: (() => void)[] = []
    const settle = (error?: Error) => {
      for (const stop of cleanUp.splice(0)) stop()
      if (error) reject(error)
      else resolve()
    }
    const unreachable = (why: string) => () =>
      settle(new RpcRequestError({ details: `Could not reach the Polkadot node at ${url}: ${why}` }))
    cleanUp.push(socket.on('connected', () => settle()))
    cleanUp.push(socket.on('disconnected', unreachable('the connection was refused or closed')))
    const deadline = setTimeout(
      () =>
        settle(
          new TimeoutError({
            details: `Opening the WebSocket to the Polkadot node at ${url}: no answer within ${timeoutMs} ms`,
          }),
        ),
      timeoutMs,
    )
    cleanUp.push(() => clearTimeout(deadline))
    socket
      .connect()
      .catch((error: unknown) => settle(error instanceof Error ? error : new Error(String(error))))
  })
}
