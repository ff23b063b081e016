import type { WsProvider } from '@polkadot/api'
import { RpcRequestError } from '@walletport/core'

/** Opens `socket` and resolves once it is connected; a refusal, a drop or `timeoutMs` rejects naming the URL. */
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
    const deadline = setTimeout(unreachable(`no answer within ${timeoutMs} ms`), timeoutMs)
    cleanUp.push(() => clearTimeout(deadline))
    socket
      .connect()
      .catch((error: unknown) => settle(error instanceof Error ? error : new Error(String(error))))
  })
}
