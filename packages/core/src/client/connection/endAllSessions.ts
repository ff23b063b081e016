import type { ClientContext } from '../context.js'
import { disconnect } from './disconnect.js'

/**
 * The wallet side of `client.forgetAll()`: every namespace disconnected and closed at its wallet (a WalletConnect
 * session ended, the embedded wallet signed out), connects in flight cancelled, the other tabs told, and every
 * sign-in session dropped (`siwx.setSessions([])`, the server's too with the backend sign-in). A connect begun
 * after the app asked (`calledAt`) is newer and is left alone. Both are attempted; then the first failure, if
 * any, is thrown.
 */
export async function endAllSessions(
  context: ClientContext,
  { calledAt }: { calledAt: number },
): Promise<void> {
  const results = await Promise.allSettled([
    disconnect(context, {}, { calledAt }),
    context.options.siwx?.setSessions([]),
  ])
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
}
