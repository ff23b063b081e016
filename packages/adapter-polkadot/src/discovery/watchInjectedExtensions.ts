import type { PolkadotWindow } from '../types.js'

/**
 * Calls `rescan` when the page has loaded and then once a second for `durationMs`: extensions inject at document
 * start, but some (in-app browsers, slow profiles) only after load. Returns the function that stops watching.
 */
export function watchInjectedExtensions(
  target: PolkadotWindow | undefined,
  rescan: () => void,
  durationMs: number,
): () => void {
  const stops: (() => void)[] = []
  const document = (globalThis as { document?: { readyState?: string } }).document
  const listen = target?.addEventListener
  if (listen && document && document.readyState !== 'complete') {
    const page = target
    listen.call(page, 'load', rescan, { once: true })
    stops.push(() => page.removeEventListener?.('load', rescan))
  }
  if (durationMs > 0) {
    const started = Date.now()
    const timer = setInterval(() => {
      rescan()
      if (Date.now() - started >= durationMs) clearInterval(timer)
    }, 1_000)
    timer.unref?.()
    stops.push(() => clearInterval(timer))
  }
  return () => {
    for (const stop of stops.splice(0)) stop()
  }
}
