import type { SqlExecutor } from '../db/Database.js'

export interface RateLimitHit {
  allowed: boolean
  /** Seconds until the window resets (when not allowed). */
  retryAfterSeconds: number
}

/** Counts one hit in the bucket's current fixed window, atomically across instances. */
export async function hitRateLimit(
  executor: SqlExecutor,
  { bucket, limit, windowMs, now }: { bucket: string; limit: number; windowMs: number; now: number },
): Promise<RateLimitHit> {
  const windowStart = Math.floor(now / windowMs) * windowMs
  const [row] = await executor.query<{ count: number }>(
    `insert into rate_counters (bucket, window_start, count) values ($1, $2, 1)
     on conflict (bucket, window_start) do update set count = rate_counters.count + 1
     returning count`,
    [bucket, new Date(windowStart)],
  )
  return {
    allowed: (row?.count ?? Number.POSITIVE_INFINITY) <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  }
}

export type CooldownClaim = { claimed: true; until: number } | { claimed: false; remainingSeconds: number }

/** Claims `key` for `durationMs` unless an earlier claim still holds (one atomic statement). */
export async function claimCooldown(
  executor: SqlExecutor,
  { key, durationMs, now }: { key: string; durationMs: number; now: number },
): Promise<CooldownClaim> {
  const until = now + durationMs
  const claimed = await executor.query(
    `insert into cooldowns (key, until) values ($1, $2)
     on conflict (key) do update set until = excluded.until where cooldowns.until <= $3
     returning until`,
    [key, new Date(until), new Date(now)],
  )
  if (claimed.length > 0) return { claimed: true, until }
  const [held] = await executor.query<{ until: Date }>('select until from cooldowns where key = $1', [key])
  const remainingMs = (held?.until.getTime() ?? now) - now
  return { claimed: false, remainingSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) }
}

/** Gives a claim back (the mail it guarded could not be sent). */
export async function releaseCooldown(executor: SqlExecutor, key: string, until: number): Promise<void> {
  await executor.query('delete from cooldowns where key = $1 and until = $2', [key, new Date(until)])
}

/**
 * Drops windows, cooldowns and replay entries that no longer matter, and device approvals expired longer than
 * `oldestWindowMs` ago (an approval only counts within its life after approval, which ends before that).
 */
export async function sweepExpired(
  executor: SqlExecutor,
  now: number,
  oldestWindowMs: number,
): Promise<void> {
  await executor.query('delete from device_approvals where expires_at < $1', [new Date(now - oldestWindowMs)])
  await executor.query('delete from rate_counters where window_start < $1', [new Date(now - oldestWindowMs)])
  await executor.query('delete from cooldowns where until < $1', [new Date(now)])
  await executor.query('delete from dpop_replays where expires_at < $1', [new Date(now)])
}
