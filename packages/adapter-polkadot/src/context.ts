import type { ApiPromise } from '@polkadot/api'
import type { Connector, Network } from '@walletport/core'
import type { Account, AdapterContext, AdapterEmitter, ConnectionSlot } from '@walletport/core/adapter'
import type { TrackedExtrinsic } from './transactions/submitExtrinsic.js'
import type { InjectedExtension, InjectedWindowProvider, PolkadotAdapterOptions } from './types.js'

export interface PolkadotConnection {
  connectorId: string
  provider: InjectedWindowProvider
  extension: InjectedExtension
  network: Network
  accounts: readonly Account[]
  detach(): void
}

/** What every operation of the adapter shares: one per adapter instance. */
export interface PolkadotContext {
  readonly options: PolkadotAdapterOptions
  readonly networks: readonly Network[]
  readonly appName: string
  readonly emitter: AdapterEmitter
  readonly slot: ConnectionSlot<PolkadotConnection>
  /** Closes the node connections opened so far (none before the first chain query). */
  closeApis(): Promise<void>
  /** Extrinsics this adapter sent, by hash, followed until finalized (the last 100). */
  readonly tracked: ReadonlyMap<string, TrackedExtrinsic>
  track(extrinsic: TrackedExtrinsic): void
  /** Connectors `disconnect` ended here: `reconnect` answers null for them until the next `connect`. */
  readonly ended: Set<string>
  client: AdapterContext
  connectors: readonly Connector[]
  /** Looks at `injectedWeb3` again (and the extra sources), emitting connectorsChanged on a change. */
  rescan(): void
  /** The window provider of a connector: injected, or from a connector source. */
  providerOf(connectorId: string): Promise<InjectedWindowProvider | undefined>
  /** The shared ApiPromise of `network`, after checking that the node serves that chain. */
  apiFor(network: Network): Promise<ApiPromise>
}
