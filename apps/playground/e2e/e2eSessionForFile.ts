import { sessionForFile } from './sessionForFile.js'
import { type E2eSession, startE2eSession } from './startE2eSession.js'

export interface E2eSessionForFileOptions {
  /** Grant the page clipboard read and write (the WalletConnect view's "Copy link"). */
  clipboard?: boolean
  /** How long the devnet, playground server and browser may take to start; default 120 s. */
  startTimeoutMs?: number
  /** What `startE2eSession` starts (e.g. `{ polkadot: false }`). */
  start?: Parameters<typeof startE2eSession>[0]
}

/** The devnet, the built playground and chromium for the test file (see {@link sessionForFile}). */
export function e2eSessionForFile({
  clipboard = false,
  startTimeoutMs = 120_000,
  start,
}: E2eSessionForFileOptions = {}): () => E2eSession {
  return sessionForFile(async () => {
    const session = await startE2eSession(start)
    if (clipboard) {
      await session.context
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(session.url).origin })
        .catch(async (error: unknown) => {
          await session.stop()
          throw error
        })
    }
    return session
  }, startTimeoutMs)
}
