import type { UniversalProvider } from '@walletconnect/universal-provider'

type Provider = InstanceType<typeof UniversalProvider>

const topicOf = (uri: string) => /^wc:([0-9a-f]+)@2/.exec(uri)?.[1]

/**
 * `expired` rejects ("Pairing expired") when the pairing of the next URI the provider displays expires unpaired.
 * sign-client's one-click auth waits an hour for an answer, while the URI it shows is dead after five minutes.
 */
export function watchPairingExpiry(instance: Provider): { expired: Promise<never>; stop(): void } {
  let topic: string | undefined
  let fail: (error: Error) => void = () => {}
  const expired = new Promise<never>((_, reject) => {
    fail = reject
  })
  expired.catch(() => {})
  const onUri = (uri: string) => {
    topic ??= topicOf(uri)
  }
  const onExpire = ({ topic: expiredTopic }: { topic: string }) => {
    if (topic !== undefined && expiredTopic === topic) fail(new Error('Pairing expired'))
  }
  const pairingEvents = instance.client.core.pairing.events
  instance.on('display_uri', onUri)
  pairingEvents.on('pairing_expire', onExpire)
  return {
    expired,
    stop() {
      instance.removeListener('display_uri', onUri)
      pairingEvents.off('pairing_expire', onExpire)
    },
  }
}
