import type { Identity } from '@walletport/core'

/** An identity `Data` codec (None, Raw, hashes): only Raw holds text. */
interface DataLike {
  isRaw?: boolean
  asRaw?: { toUtf8(): string }
}
interface RegistrationLike {
  info?: { display?: DataLike; image?: DataLike }
}
interface OptionLike<T> {
  isSome: boolean
  unwrap(): T
}

function dataText(data: DataLike | undefined): string | null {
  if (!data?.isRaw || !data.asRaw) return null
  const text = data.asRaw.toUtf8()
  return text.length > 0 ? text : null
}

/**
 * Name and image of an `identity.identityOf` answer: `Option<Registration>`, or since 2024
 * `Option<(Registration, Option<Username>)>`. Null parts when the account has no identity or they are not text.
 */
export function readIdentity(answer: unknown): Identity {
  const option = answer as OptionLike<RegistrationLike | RegistrationLike[]>
  if (!option?.isSome) return { name: null, avatar: null }
  const value = option.unwrap()
  const registration = Array.isArray(value) ? value[0] : value
  return { name: dataText(registration?.info?.display), avatar: dataText(registration?.info?.image) }
}

/** A sub-account's `identity.superOf` answer: its parent and its own name under it. */
export function readSuper(answer: unknown): { parent: string; name: string | null } | undefined {
  const option = answer as OptionLike<[{ toString(): string }, DataLike]>
  if (!option?.isSome) return undefined
  const [parent, name] = option.unwrap()
  return { parent: parent.toString(), name: dataText(name) }
}
