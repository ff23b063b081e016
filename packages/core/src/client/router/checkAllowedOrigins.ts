import type { ClientContext } from '../context.js'
import type { Alert } from '../state.js'
import { isLoopbackOrigin } from './isLoopbackOrigin.js'
import { isOriginAllowed } from './isOriginAllowed.js'
import { showAlert } from './showAlert.js'

export const INVALID_APP_CONFIGURATION_ALERT: Alert = {
  message: 'Invalid App Configuration',
  variant: 'error',
}

const isOrigins = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((origin) => typeof origin === 'string')

/** A JSON array of origins, or `{ allowedOrigins: [...] }`; undefined for anything else. */
function originsOf(body: unknown): string[] | undefined {
  if (isOrigins(body)) return body
  const listed =
    typeof body === 'object' && body !== null
      ? (body as { allowedOrigins?: unknown }).allowedOrigins
      : undefined
  return isOrigins(listed) ? listed : undefined
}

export type CheckAllowedOriginsResult = 'allowed' | 'denied' | 'skipped'

function skip(reason: string, cause?: unknown): CheckAllowedOriginsResult {
  console.warn(
    `WalletPort: allowed-origins check skipped: ${reason}`,
    ...(cause === undefined ? [] : [cause]),
  )
  return 'skipped'
}

/**
 * Spec section 5: the page origin must be in the allowed origins list, else the invalid-app-configuration alert
 * opens. The list comes from `endpoints.allowedOrigins` (a JSON array, or `{ allowedOrigins }`). Loopback origins
 * always pass, so a development server needs no entry. A failed or malformed fetch never blocks start-up: it is
 * logged and the check skipped.
 */
export async function checkAllowedOrigins(context: ClientContext): Promise<CheckAllowedOriginsResult> {
  const url = context.options.endpoints.allowedOrigins
  const origin = context.platform.origin()
  if (url === undefined || origin === undefined) return 'skipped'
  if (isLoopbackOrigin(origin)) return 'allowed'

  let body: unknown
  try {
    const response = await context.platform.fetch(url, { headers: { accept: 'application/json' } })
    if (!response.ok) return skip(`${url} answered HTTP ${response.status}`)
    body = await response.json()
  } catch (error) {
    return skip(`${url} could not be fetched`, error)
  }
  const origins = originsOf(body)
  if (!origins) return skip(`${url} did not return a list of origins`)

  if (isOriginAllowed(origin, origins)) return 'allowed'
  showAlert(context, INVALID_APP_CONFIGURATION_ALERT)
  return 'denied'
}
