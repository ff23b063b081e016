import { useEffect, useState } from 'react'
import type { Loader } from './createLoader.js'

/**
 * The loader's value, at once when already loaded; otherwise undefined while it loads (started after commit),
 * then the value. A failed load is thrown during render, for the nearest error boundary.
 */
export function useLoaded<T>(loader: Loader<T>): T | undefined {
  const [settled, setSettled] = useState<{ loader: Loader<T>; error?: unknown }>()
  if (settled?.loader === loader && 'error' in settled) throw settled.error
  const value = loader.current()
  // What this render showed, not what the loader holds now: a value landing before the effect still re-renders.
  const shown = value !== undefined

  useEffect(() => {
    if (shown) return
    loader.load().then(
      () => setSettled({ loader }),
      (error: unknown) => setSettled({ loader, error }),
    )
  }, [loader, shown])

  return value
}
