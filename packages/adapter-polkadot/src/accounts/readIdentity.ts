import type { Identity } from '@walletport/core'

interface CodecLike {
  toHuman(): unknown
}
interface OptionLike {
  isSome: boolean
  unwrap(): CodecLike
}

/** The text of an identity `Data` field as `toHuman` renders it (`{ Raw: 'Alice' }`, or the text itself). */
function dataText(value: unknown): string | null {
  if (typeof value === 'string') return value.length > 0 ? value : null
  const raw = (value as { Raw?: unknown } | null | undefined)?.Raw
  return typeof raw === 'string' && raw.length > 0 ? raw : null
}

/**
 * Name and image of an `identity.identityOf` answer: `Option<Registration>`, or since 2024
 * `Option<(Registration, Option<Username>)>`. Null parts when the account has no identity.
 */
export function readIdentity(answer: unknown): Identity {
  const option = answer as OptionLike
  if (!option?.isSome) return { name: null, avatar: null }
  const human = option.unwrap().toHuman()
  const registration = (Array.isArray(human) ? human[0] : human) as
    | { info?: Record<string, unknown> }
    | undefined
  const info = registration?.info ?? {}
  return { name: dataText(info.display), avatar: dataText(info.image) }
}

/** A sub-account's `identity.superOf` answer: its parent and its own name under it. */
export function readSuper(answer: unknown): { parent: string; name: string | null } | undefined {
  const option = answer as OptionLike
  if (!option?.isSome) return undefined
  const [parent, name] = option.unwrap().toHuman() as [string, unknown]
  return { parent, name: dataText(name) }
}
