import type { FaultProxySeen } from './startFaultProxy.js'

/** A client came back before the Retry-After a 429 asked for, or a rate limit was asked of it too often. */
export class RetryAfterNotHonouredError extends Error {
  override name = 'RetryAfterNotHonouredError'
}

/** How much sooner than the Retry-After a request may come (timer and clock granularity). */
const TOLERANCE_MS = 100

/**
 * Checks what a client did while the fault proxy rate-limited it, from `since`: at least one 429, at most
 * `atMost`, and each request after a 429 no sooner than that 429's Retry-After. Returns the 429s; throws
 * RetryAfterNotHonouredError naming the count or the gap otherwise.
 */
export function assertRetryAfterHonoured(
  proxy: { readonly seen: readonly FaultProxySeen[] },
  { since, atMost }: { since: number; atMost: number },
): FaultProxySeen[] {
  const limited = proxy.seen.filter((entry) => entry.answered === 429 && entry.at >= since)
  if (limited.length < 1 || limited.length > atMost) {
    throw new RetryAfterNotHonouredError(
      `Expected 1 to ${atMost} requests answered 429 since ${new Date(since).toISOString()}, received ${limited.length}`,
    )
  }
  for (const [index, entry] of limited.slice(1).entries()) {
    const previous = limited[index]!
    const askedMs = (previous.retryAfterSeconds ?? 0) * 1_000
    const gap = entry.at - previous.at
    if (gap < askedMs - TOLERANCE_MS) {
      throw new RetryAfterNotHonouredError(
        `Expected ${entry.method} at least ${askedMs} ms after the 429 (Retry-After ${previous.retryAfterSeconds}) to ${previous.method}, received it after ${gap} ms`,
      )
    }
  }
  return limited
}
