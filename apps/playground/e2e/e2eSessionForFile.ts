import { type E2eSession, startE2eSession } from './startE2eSession.js'
import { type GallerySession, startGallerySession } from './startGallerySession.js'

/**
 * One session for the test file: `start` in `beforeAll` (given `startTimeoutMs`), `stop` in `afterAll`. Returns
 * the getter the file's tests reach it through (and `e2eTest` takes); it throws when the start failed.
 */
export function sessionForFile<T extends { stop(): Promise<void> }>(
  start: () => Promise<T>,
  startTimeoutMs: number,
): () => T {
  let session: T | undefined
  beforeAll(async () => {
    session = await start()
  }, startTimeoutMs)
  afterAll(async () => {
    await session?.stop()
  }, 30_000)
  return () => {
    if (!session) throw new Error('The session has not started (its beforeAll failed or has not run)')
    return session
  }
}

export interface E2eSessionForFileOptions {
  /** Grant the page clipboard read and write (the WalletConnect view's "Copy link"). */
  clipboard?: boolean
  /** How long the devnet, playground server and browser may take to start; default 120 s. */
  startTimeoutMs?: number
}

/** The devnet, the built playground and chromium for the test file (see {@link sessionForFile}). */
export function e2eSessionForFile({
  clipboard = false,
  startTimeoutMs = 120_000,
}: E2eSessionForFileOptions = {}): () => E2eSession {
  return sessionForFile(async () => {
    const session = await startE2eSession()
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

/** The modal gallery and chromium for the test file (see {@link sessionForFile}). */
export function gallerySessionForFile(startTimeoutMs = 180_000): () => GallerySession {
  return sessionForFile(startGallerySession, startTimeoutMs)
}
