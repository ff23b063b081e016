import type { EmailAuth } from '@walletport/core'
import { useEffect, useState } from 'react'

/** The wallet's live cooldown counter (seconds before another code), once its login has loaded. */
export function useCooldown(get: () => Promise<EmailAuth>): (() => number) | undefined {
  const [counter, setCounter] = useState<{ read: () => number }>()
  useEffect(() => {
    let active = true
    get().then(
      (auth) => active && setCounter({ read: () => auth.cooldownSeconds() }),
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [get])
  return counter?.read
}
