import type { ChainAdapter } from '../adapter/types.js'
import type { Network } from '../networks/types.js'
import type { ChainAdapterFixtures, WalletEventHooks } from './ChainAdapterFixtures.js'
import { ContractViolationError } from './ContractViolationError.js'
import { listsAddress, type RecordedEvent, recordAdapterEvents } from './recordAdapterEvents.js'

/** What each check needs: the adapter under test (already `init`ed), its fixtures and the suite's connection. */
export interface ContractCheckContext {
  adapter: ChainAdapter
  fixtures: ChainAdapterFixtures
  /** The connected address; connects (the wallet approving) first when the adapter is not connected. */
  connectedAddress(): Promise<string>
  /** The adapter was disconnected (by the suite or the wallet): the next `connectedAddress` connects again. */
  forgetConnection(): void
  /** How long an event may trail what caused it. */
  timeoutMs: number
}

export type ContractCheck = (context: ContractCheckContext) => Promise<void>

const SIGNED_MESSAGE = 'WalletPort contract suite: a message for an address that is not connected'

function hook<K extends keyof WalletEventHooks>(
  fixtures: ChainAdapterFixtures,
  name: K,
): NonNullable<WalletEventHooks[K]> {
  const found = fixtures.walletEvents?.[name]
  if (!found) throw new Error(`This check needs the walletEvents.${name} fixture`)
  return found.bind(fixtures.walletEvents) as NonNullable<WalletEventHooks[K]>
}

function describeEvent(event: RecordedEvent): string {
  if (event.event === 'accountsChanged') {
    return `accountsChanged [${event.payload.map((account) => account.address).join(', ')}]`
  }
  if (event.event === 'error') return `error (${event.payload.message})`
  return event.payload === undefined ? event.event : `${event.event} ${event.payload}`
}

const only = (address: string, not: string) => (event: RecordedEvent) =>
  listsAddress(event, address) && !listsAddress(event, not)

/** The wallet switches accounts twice; both changes reach listeners (an adapter must not go deaf after one). */
export const checkAccountEventsKeepFlowing: ContractCheck = async (context) => {
  const { adapter, fixtures, timeoutMs } = context
  const changeAccounts = hook(fixtures, 'accountsChanged')
  const own = await context.connectedAddress()
  const recorder = recordAdapterEvents(adapter, timeoutMs)
  try {
    await changeAccounts([fixtures.recipient])
    const first = await recorder.waitFor(
      only(fixtures.recipient, own),
      `The adapter ignored the wallet's accountsChanged: the wallet switched to ${fixtures.recipient} and no accountsChanged listing it reached listeners`,
    )
    await changeAccounts([own])
    await recorder.waitFor(
      only(own, fixtures.recipient),
      `The adapter went deaf after the wallet's first event: the wallet switched back to ${own} and no second accountsChanged reached listeners`,
      first + 1,
    )
  } finally {
    recorder.stop()
  }
}

/** Accounts a wallet sends are untrusted: one `validateAddress` refuses never reaches listeners. */
export const checkUncheckedAccountsRefused: ContractCheck = async (context) => {
  const { adapter, fixtures, timeoutMs } = context
  const changeAccounts = hook(fixtures, 'accountsChanged')
  const own = await context.connectedAddress()
  const recorder = recordAdapterEvents(adapter, timeoutMs)
  try {
    await changeAccounts([fixtures.invalidAddress])
    // A valid change behind it: once it has come, the refused one would have come before it.
    await changeAccounts([fixtures.recipient])
    const marker = await recorder.waitFor(
      only(fixtures.recipient, own),
      `After the wallet sent the invalid account ${fixtures.invalidAddress}, its next accountsChanged (to ${fixtures.recipient}) never reached listeners`,
    )
    const leaked = recorder.events
      .slice(0, marker + 1)
      .find((event) => listsAddress(event, fixtures.invalidAddress))
    if (leaked) {
      throw new ContractViolationError(
        `The adapter passed on an account the wallet sent unchecked: ${describeEvent(leaked)} reached listeners, but validateAddress refuses ${fixtures.invalidAddress}; drop the event (and emit error)`,
      )
    }
    await changeAccounts([own])
    await recorder.waitFor(
      only(own, fixtures.recipient),
      `The wallet switched back to ${own} and no accountsChanged reached listeners`,
      marker + 1,
    )
  } finally {
    recorder.stop()
  }
}

/** The wallet moves to otherNetwork and back on its own; both moves reach listeners as networkChanged. */
export const checkNetworkEventsKeepFlowing: ContractCheck = async (context) => {
  const { adapter, fixtures, timeoutMs } = context
  const changeChain = hook(fixtures, 'chainChanged')
  const { network, otherNetwork } = fixtures
  if (!otherNetwork) throw new Error('This check needs the otherNetwork fixture')
  await context.connectedAddress()
  const recorder = recordAdapterEvents(adapter, timeoutMs)
  const to = (target: Network) => (event: RecordedEvent) =>
    event.event === 'networkChanged' && event.payload === target.caipNetworkId
  try {
    await changeChain(otherNetwork)
    const first = await recorder.waitFor(
      to(otherNetwork),
      `The adapter ignored the wallet's chain change: the wallet moved to ${otherNetwork.caipNetworkId} and no networkChanged carrying it reached listeners`,
    )
    await changeChain(network)
    await recorder.waitFor(
      to(network),
      `The adapter went deaf after the wallet's first event: the wallet moved back to ${network.caipNetworkId} and no second networkChanged reached listeners`,
      first + 1,
    )
  } finally {
    recorder.stop()
  }
}

/** The wallet ends the connection on its own: listeners hear `disconnected` (or `accountsChanged` with none). */
export const checkWalletDisconnectHeard: ContractCheck = async (context) => {
  const { adapter, fixtures, timeoutMs } = context
  const disconnect = hook(fixtures, 'disconnect')
  await context.connectedAddress()
  const recorder = recordAdapterEvents(adapter, timeoutMs)
  try {
    await disconnect()
    context.forgetConnection()
    await recorder.waitFor(
      (event) =>
        event.event === 'disconnected' || (event.event === 'accountsChanged' && event.payload.length === 0),
      "The adapter ignored the wallet's disconnect: neither disconnected nor accountsChanged with no accounts reached listeners",
    )
  } finally {
    recorder.stop()
  }
}

/**
 * After `disconnect`, what the wallet does is none of the page's business: no account or network event reaches
 * listeners until the next connect. After connecting again, a change is heard once (the one made then).
 */
export const checkNoEventAfterDisconnect: ContractCheck = async (context) => {
  const { adapter, fixtures, timeoutMs } = context
  const changeAccounts = hook(fixtures, 'accountsChanged')
  const changeChain = fixtures.walletEvents?.chainChanged?.bind(fixtures.walletEvents)
  const own = await context.connectedAddress()
  const recorder = recordAdapterEvents(adapter, timeoutMs)
  try {
    await adapter.disconnect()
    context.forgetConnection()
    const disconnectedAt = recorder.events.length
    await changeAccounts([fixtures.recipient])
    if (changeChain && fixtures.otherNetwork) {
      await changeChain(fixtures.otherNetwork)
      await changeChain(fixtures.network)
    }
    await changeAccounts([own])
    const reconnectedAt = recorder.events.length
    await context.connectedAddress()
    // Two changes after the new connect, so that anything queued while disconnected has come out before them.
    await changeAccounts([fixtures.recipient])
    const marker = await recorder.waitFor(
      only(fixtures.recipient, own),
      `After disconnect and a new connect, the wallet switched to ${fixtures.recipient} and no accountsChanged reached listeners`,
      reconnectedAt,
    )
    await changeAccounts([own])
    await recorder.waitFor(
      only(own, fixtures.recipient),
      `After disconnect and a new connect, the wallet switched back to ${own} and no accountsChanged reached listeners`,
      marker + 1,
    )
    const leaked = recorder.events
      .slice(disconnectedAt)
      .filter(
        (event, index) =>
          (listsAddress(event, fixtures.recipient) && index + disconnectedAt !== marker) ||
          (event.event === 'networkChanged' && event.payload === fixtures.otherNetwork?.caipNetworkId),
      )
    if (leaked.length > 0) {
      throw new ContractViolationError(
        `The adapter kept emitting after disconnect: ${leaked.map(describeEvent).join('; ')} reached listeners for what the wallet did while the page was disconnected`,
      )
    }
  } finally {
    recorder.stop()
  }
}

/** `switchNetwork` reaches the wallet: afterwards the wallet itself is on the target network. */
export async function checkSwitchReachedWallet(
  fixtures: ChainAdapterFixtures,
  target: Network,
): Promise<void> {
  const walletNetwork = fixtures.walletNetwork
  if (!walletNetwork) throw new Error('This check needs the walletNetwork fixture')
  const onWallet = await walletNetwork()
  if (onWallet !== target.caipNetworkId) {
    throw new ContractViolationError(
      `switchNetwork to ${target.caipNetworkId} resolved, but the wallet is on ${onWallet}: the adapter never asked the wallet to switch`,
    )
  }
}

/** A signature is the connected account's or none: signing for another address is refused. */
export const checkForeignSigningRefused: ContractCheck = async (context) => {
  const { adapter, fixtures } = context
  await context.connectedAddress()
  let signature: string
  try {
    signature = await adapter.signMessage({
      message: SIGNED_MESSAGE,
      address: fixtures.recipient,
      network: fixtures.network,
    })
  } catch {
    return
  }
  throw new ContractViolationError(
    `signMessage signed for ${fixtures.recipient}, an address that is not connected (signature ${signature}); it must refuse`,
  )
}
