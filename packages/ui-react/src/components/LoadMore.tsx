import { useEffect, useRef } from 'react'

export interface LoadMoreProps {
  /** Called when the end of the list comes into view (or the fallback button is pressed). */
  onLoadMore(): void
  label: string
  disabled?: boolean
  /** How many items are shown; observing starts over when it changes, so a sentinel still in view loads again. */
  shown: number
}

/**
 * The end of a paged list: loads more when it scrolls into view where IntersectionObserver exists, and is a
 * 'Load more' button where it does not.
 */
export function LoadMore({ onLoadMore, label, disabled = false, shown }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null)
  const latest = useRef(onLoadMore)
  latest.current = onLoadMore
  const observable = typeof IntersectionObserver !== 'undefined'

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new observer per `shown` reports a sentinel still in view
  useEffect(() => {
    const element = sentinel.current
    if (!observable || disabled || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [observable, disabled, shown])

  if (observable) return <div ref={sentinel} className="wp-load-more" data-testid="load-more-sentinel" />
  return (
    <button type="button" className="wp-button wp-load-more" onClick={onLoadMore} disabled={disabled}>
      {label}
    </button>
  )
}
