import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** The client's IP: the socket's peer, or the last X-Forwarded-For hop when a trusted proxy sets it. */
export function clientAddress(context: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = context.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(context).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
