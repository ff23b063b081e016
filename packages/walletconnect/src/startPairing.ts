import type { UniversalProvider } from '@walletconnect/universal-provider'
import { ConnectionCancelledError } from '@walletport/core'
import type { WalletConnectAuthentication } from './pairOnce.js'
import type { WalletConnectSession } from './types.js'

type Provider = InstanceType<typeof UniversalProvider>

/** A pairing in progress: its outcome, and `cancel` to abandon it. */
export interface Pairing {
  result: Promise<WalletConnectAuthentication>
  cancel(): void
}

export interface PairingHooks {
  /** Names the connector in a cancellation. */
  connectorId: string
  /** The connector was destroyed: an expired proposal is not proposed again. */
  destroyed(): boolean
  /** The wallet approved (the pairing was not abandoned). */
  answered(session: WalletConnectSession): void
  /** The pairing settled, whatever its outcome. */
  settled(pairing: Pairing): void
}

const isProposalExpiry = (error: unknown) =>
  /expired/i.test(String((error as { message?: unknown } | undefined)?.message))

/**
 * Pairs until the wallet answers: an expired URI just means nobody scanned in time. A pairing abandoned with
 * `cancel` rejects at once; if its wallet approves later, that session is deleted on the relay.
 */
export function startPairing(
  instance: Provider,
  attempt: () => Promise<WalletConnectAuthentication>,
  hooks: PairingHooks,
): Pairing {
  let abandoned = false
  let cancel = () => {}
  const cancelled = new Promise<never>((_, reject) => {
    cancel = () => {
      abandoned = true
      reject(new ConnectionCancelledError({ connectorId: hooks.connectorId, details: 'Pairing abandoned' }))
    }
  })
  const run = (async () => {
    for (;;) {
      try {
        const result = await attempt()
        if (abandoned) {
          void closeAbandonedSession(instance, result.session.topic)
          throw new ConnectionCancelledError({ connectorId: hooks.connectorId })
        }
        hooks.answered(result.session)
        return result
      } catch (error) {
        if (isProposalExpiry(error) && !hooks.destroyed() && !abandoned) continue
        throw error
      }
    }
  })()
  const pairing: Pairing = {
    result: Promise.race([run, cancelled]).finally(() => hooks.settled(pairing)),
    cancel,
  }
  run.catch(() => {})
  return pairing
}

/** A session approved for a pairing the app had abandoned: deleted on the relay, never used. */
async function closeAbandonedSession(instance: Provider, topic: string) {
  try {
    await instance.client.disconnect({
      topic,
      reason: { code: 6000, message: 'Pairing abandoned by the app' },
    })
  } catch (error) {
    console.warn('WalletPort: deleting an abandoned WalletConnect session failed', error)
  }
  if (instance.session?.topic === topic) instance.session = undefined
}
