import { ApiError } from '../http/ApiError.js'
import { claimCooldown, releaseCooldown } from '../store/rateLimits.js'
import type { ServerContext } from './ServerContext.js'

/**
 * Claims the 30 s mail cooldown of `key` or refuses with 'Please try again after N seconds'. The returned
 * `release` gives the claim back when no mail went out after all.
 */
export async function claimMailCooldown(
  context: ServerContext,
  key: string,
  now: number,
): Promise<{ release: () => Promise<void> }> {
  const cooldown = await claimCooldown(context.db, { key, durationMs: context.limits.cooldownMs, now })
  if (!cooldown.claimed)
    throw new ApiError({
      status: 429,
      code: 'cooldown',
      message: `Please try again after ${cooldown.remainingSeconds} seconds`,
      retryAfterSeconds: cooldown.remainingSeconds,
    })
  return { release: () => releaseCooldown(context.db, key, cooldown.until) }
}
