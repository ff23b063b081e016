/** Name lookups, suggestions and reverse lookups are cached 5 minutes (spec section 9). */
export const NAME_CACHE_MS = 5 * 60_000

export const nameCacheKeys = {
  lookup: (name: string) => `name:lookup:${name}`,
  suggestions: (name: string) => `name:suggestions:${name}`,
  reverseLookup: (address: string) => `name:reverse:${address}`,
}
