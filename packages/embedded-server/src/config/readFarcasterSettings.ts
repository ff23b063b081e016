import type { FarcasterSettings } from '../farcaster/createFarcasterRelayClient.js'
import { ServerConfigError } from './ServerConfigError.js'

const HTTP_URL = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/

/** Farcaster login is offered only when both the relay and the registries' RPC are set; one without the other is an error. */
export function readFarcasterSettings(
  environment: Readonly<Record<string, string | undefined>>,
): FarcasterSettings | undefined {
  const relayUrl = environment.WALLETPORT_FARCASTER_RELAY_URL || undefined
  const rpcUrl = environment.WALLETPORT_FARCASTER_RPC_URL || undefined
  if (!relayUrl && !rpcUrl) return undefined
  for (const [variable, value] of [
    ['WALLETPORT_FARCASTER_RELAY_URL', relayUrl],
    ['WALLETPORT_FARCASTER_RPC_URL', rpcUrl],
  ] as const)
    if (!value || !HTTP_URL.test(value))
      throw new ServerConfigError({
        variable,
        expected: 'an http(s) URL (Farcaster login needs both the relay and the RPC URL)',
        received: value ?? '(unset)',
      })
  return { relayUrl: relayUrl!.replace(/\/$/, ''), rpcUrl: rpcUrl! }
}
