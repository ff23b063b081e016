/** Runs `callback` once the browser is idle (a timeout where requestIdleCallback is missing); returns a cancel. */
export function onIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback)
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(callback, 1)
  return () => clearTimeout(id)
}
