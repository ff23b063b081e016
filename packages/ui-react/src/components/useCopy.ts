import { useCallback, useEffect, useRef, useState } from 'react'

export type CopyStatus = 'idle' | 'copied' | 'failed'

const RESET_MS = 2000

/** Copies text with the Clipboard API; the status says 'copied' or 'failed' for two seconds. */
export function useCopy(): { status: CopyStatus; copy(text: string): Promise<void> } {
  const [status, setStatus] = useState<CopyStatus>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(async (text: string) => {
    let next: CopyStatus = 'failed'
    try {
      if (typeof navigator !== 'undefined' && navigator.clipboard) {
        await navigator.clipboard.writeText(text)
        next = 'copied'
      }
    } catch {
      next = 'failed'
    }
    setStatus(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setStatus('idle'), RESET_MS)
  }, [])

  return { status, copy }
}
