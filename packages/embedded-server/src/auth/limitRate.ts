import type { SqlExecutor } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import { hitRateLimit } from '../store/rateLimits.js'

const HOUR = 60 * 60_000

/** Counts a hit in each bucket (all are counted) and refuses with 429 when any is over its hourly cap. */
export async function limitRate(
  executor: SqlExecutor,
  now: number,
  buckets: readonly { bucket: string; perHour: number }[],
): Promise<void> {
  const hits = await Promise.all(
    buckets.map(({ bucket, perHour }) =>
      hitRateLimit(executor, { bucket, limit: perHour, windowMs: HOUR, now }),
    ),
  )
  const refused = hits.filter((hit) => !hit.allowed)
  if (refused.length === 0) return
  const retryAfterSeconds = Math.max(...refused.map((hit) => hit.retryAfterSeconds))
  throw new ApiError({
    status: 429,
    code: 'rate_limited',
    message: `Too many attempts: try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`,
    retryAfterSeconds,
  })
}
