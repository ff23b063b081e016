// Section 9 of the spec.

/** Native balance cache. */
export const BALANCE_CACHE_MS = 30_000
/** Token balances cache; a failed load is kept as long, which is the retry window. */
export const TOKEN_BALANCE_CACHE_MS = 30_000
export const IDENTITY_CACHE_MS = 5 * 60_000
