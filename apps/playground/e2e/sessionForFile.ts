import type { ChromiumDevice } from './launchChromium.js'
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

/** The modal gallery and chromium (emulating `device`) for the test file (see {@link sessionForFile}). */
export function gallerySessionForFile(
  startTimeoutMs = 180_000,
  device?: ChromiumDevice,
): () => GallerySession {
  return sessionForFile(() => startGallerySession(device), startTimeoutMs)
}
