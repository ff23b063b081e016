// The UniversalProvider's start (the SDK's import, init, Verify off, its events wired), pairing and teardown: the
// connector imports this file when a pairing starts or a stored session is restored, out of the page's first chunk.
import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { ChainNamespace } from '@walletport/core'
import type { WalletConnectConnectorOptions } from './types.js'

export { expirePendingProposals } from './expirePendingProposals.js'
export { startPairing } from './startPairing.js'
export { stopUniversalProvider } from './stopUniversalProvider.js'

type Provider = InstanceType<typeof UniversalProvider>

/** What the connector hears of the provider: a pairing URI, the session's end, chain and account changes. */
export interface UniversalProviderEvents {
  uri(value: string): void
  ended(reason: string): void
  chainChanged(namespace: ChainNamespace, caipNetworkId: string): void
  accountsChanged(): void
}

/** Starts the provider with the connector's options (its `projectId` and `relayUrl`, else `defaults`). */
export async function startUniversalProvider(
  options: WalletConnectConnectorOptions,
  defaults: { projectId?: string | undefined; relayUrl?: string | undefined },
  events: UniversalProviderEvents,
): Promise<Provider> {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const projectId = options.projectId ?? defaults.projectId
  const relayUrl = options.relayUrl ?? defaults.relayUrl
  const instance = await UniversalProvider.init({
    ...(projectId ? { projectId } : {}),
    ...(relayUrl ? { relayUrl } : {}),
    metadata: { ...options.metadata, icons: [...options.metadata.icons] },
    customStoragePrefix: options.storagePrefix ?? 'walletport',
    telemetryEnabled: options.telemetryEnabled ?? false,
    // Its own pino logger prints expected outcomes (a wallet rejecting a proposal) as console errors; failures
    // reach the app as WalletPort errors instead.
    logger: options.logger ?? 'silent',
    ...(options.storage ? { storage: options.storage as never } : {}),
  })
  if (!options.verify) disableVerify(instance)
  wire(instance, events)
  return instance
}

function wire(instance: Provider, events: UniversalProviderEvents) {
  instance.on('display_uri', (value: string) => events.uri(value))
  instance.on('session_delete', () => events.ended('The wallet ended the session'))
  instance.client.on('session_expire', ({ topic }) => {
    if (topic !== instance.session?.topic) return
    instance.session = undefined
    events.ended('The session expired')
  })
  instance.on('default_chain_changed', ({ currentCaipChainId }: { currentCaipChainId: string }) => {
    const [namespace] = currentCaipChainId.split(':')
    events.chainChanged(namespace as ChainNamespace, currentCaipChainId)
  })
  const accountsChanged = () => events.accountsChanged()
  instance.on('session_update', accountsChanged)
  instance.on('accountsChanged', accountsChanged)
}

/** Verify has no switch outside the SDK's test mode: its two network calls are replaced on this instance. */
function disableVerify(instance: Provider) {
  const verify = instance.client.core.verify as unknown as Record<string, unknown>
  verify.register = async () => ''
  verify.resolve = async () => undefined
}
