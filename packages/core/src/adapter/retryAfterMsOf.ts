/** The longest Retry-After honoured: a node asking for more is waited on by the caller's own time-out. */
const MAX_RETRY_AFTER_MS = 60_000

/** A 429 or 503 answer's Retry-After (seconds or an HTTP date) in ms, capped at a minute; undefined without one. */
export function retryAfterMsOf(response: Response): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined
  const header = response.headers.get('retry-after')?.trim()
  if (!header) return undefined
  const ms = /^\d+$/.test(header) ? Number(header) * 1_000 : Date.parse(header) - Date.now()
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined
}
