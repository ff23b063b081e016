import { cleanDappName } from '../auth/dappIdentity.js'
import { ServerConfigError } from './ServerConfigError.js'

/**
 * `WALLETPORT_DAPP_NAMES`: a JSON object from allowed origin to the name the wallet's mails and pages show for
 * that dapp. Mails carry only text the operator wrote here (or the origin's host when a dapp has no name), never
 * a name a caller sent.
 */
export function readDappNames(
  text: string | undefined,
  allowedOrigins: readonly string[],
): Record<string, string> {
  if (text === undefined || text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ServerConfigError({
      variable: 'WALLETPORT_DAPP_NAMES',
      expected: 'a JSON object such as {"https://app.example":"Example App"}',
      received: text,
    })
  const names: Record<string, string> = {}
  for (const [origin, name] of Object.entries(parsed)) {
    if (!allowedOrigins.includes(origin))
      throw new ServerConfigError({
        variable: 'WALLETPORT_DAPP_NAMES',
        expected: `keys from WALLETPORT_ALLOWED_ORIGINS (${allowedOrigins.join(', ')})`,
        received: origin,
      })
    if (typeof name !== 'string' || name.trim() === '' || name.length > 64)
      throw new ServerConfigError({
        variable: 'WALLETPORT_DAPP_NAMES',
        expected: `a name of 1 to 64 characters for ${origin}`,
        received: String(name),
      })
    names[origin] = cleanDappName(name, origin)
  }
  return names
}

/** The name mails and pages show for a dapp: the operator's registered one, else the origin's host. */
export function registeredDappName(
  names: Readonly<Record<string, string>> | undefined,
  origin: string,
): string {
  const registered = names?.[origin]
  if (registered) return registered
  try {
    return new URL(origin).host
  } catch {
    return origin
  }
}
