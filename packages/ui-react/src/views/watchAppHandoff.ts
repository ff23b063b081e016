export interface WatchAppHandoffParameters {
  /** How long the page may stay in front before the app counts as not opened (2,500 ms by default). */
  graceMs?: number
  onNotOpened(): void
  /** The user came back to the tab after the app took the foreground. */
  onReturned(): void
}

/**
 * After a tap hands the user to a wallet app: if the page stays visible and focused for the grace period, the app
 * did not open (not installed, or the link was refused); if the page is hidden or loses focus, the app took over,
 * and its return to the foreground is reported. Returns the stop.
 */
export function watchAppHandoff(target: Window, parameters: WatchAppHandoffParameters): () => void {
  const { document } = target
  let left = false
  const leave = () => {
    left = true
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') leave()
    else if (left) parameters.onReturned()
  }
  const onFocus = () => {
    if (left && document.visibilityState === 'visible') parameters.onReturned()
  }
  const timer = target.setTimeout(() => {
    if (!left) parameters.onNotOpened()
  }, parameters.graceMs ?? 2500)
  document.addEventListener('visibilitychange', onVisibility)
  target.addEventListener('pagehide', leave)
  target.addEventListener('blur', leave)
  target.addEventListener('focus', onFocus)
  return () => {
    target.clearTimeout(timer)
    document.removeEventListener('visibilitychange', onVisibility)
    target.removeEventListener('pagehide', leave)
    target.removeEventListener('blur', leave)
    target.removeEventListener('focus', onFocus)
  }
}
