import { assertRetryAfterHonoured, RetryAfterNotHonouredError } from './assertRetryAfterHonoured.js'
import type { FaultProxySeen } from './startFaultProxy.js'

const limited = (method: string, at: number, retryAfterSeconds?: number): FaultProxySeen => ({
  method,
  at,
  answered: 429,
  ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
})

describe('assertRetryAfterHonoured', () => {
  it('returns the 429s since `since` when each next request waited the Retry-After', () => {
    const seen = [
      limited('getSlot', 500, 2),
      limited('getSignatureStatuses', 1_000, 2),
      { method: 'getSignatureStatuses', at: 2_000, answered: 200 },
      limited('getSignatureStatuses', 2_950, 2),
    ]
    expect(assertRetryAfterHonoured({ seen }, { since: 1_000, atMost: 3 })).toEqual([seen[1], seen[3]])
  })

  it('refuses a request that came before the Retry-After, naming the gap', () => {
    const seen = [limited('tx', 1_000, 2), limited('tx', 2_500, 2)]
    expect(() => assertRetryAfterHonoured({ seen }, { since: 0, atMost: 3 })).toThrow(
      new RetryAfterNotHonouredError(
        'Expected tx at least 2000 ms after the 429 (Retry-After 2) to tx, received it after 1500 ms',
      ),
    )
  })

  it('refuses no 429 at all, or more than atMost', () => {
    expect(() => assertRetryAfterHonoured({ seen: [] }, { since: 0, atMost: 3 })).toThrow(
      /Expected 1 to 3 requests answered 429 since .*, received 0/,
    )
    const storm = [0, 10, 20, 30].map((at) => limited('tx', at))
    expect(() => assertRetryAfterHonoured({ seen: storm }, { since: 0, atMost: 3 })).toThrow(/received 4/)
  })
})
