/** The registry's own entry for `key` (never an inherited property such as `constructor`). */
export function lookupImage(
  registry: Readonly<Record<string, string>> | undefined,
  key: string | undefined,
): string | undefined {
  if (registry === undefined || key === undefined || !Object.hasOwn(registry, key)) return undefined
  return registry[key]
}
