import type { ClientContext } from '../src/client/context.js'
import type { WalletPortOptions } from '../src/client/options.js'
import type { WalletPortEvents } from '../src/events/walletPortEvents.js'
import { localEvm, localEvm2, localSolana } from '../src/networks/index.js'
import { createScriptedAdapter, type ScriptedAdapterOptions } from './createScriptedAdapter.js'
import { createTestContext } from './createTestContext.js'

/** The networks of {@link createScriptedWallets}' two adapters. */
export const SCRIPTED_NETWORKS = [localEvm, localEvm2, localSolana] as const

/**
 * Two scripted wallets: eip155 on localEvm and localEvm2 (connector mm) and solana on localSolana (connector
 * phantom, account mem5011); `evm` and `solana` override their options.
 */
export function createScriptedWallets(
  parameters: { evm?: Partial<ScriptedAdapterOptions>; solana?: Partial<ScriptedAdapterOptions> } = {},
) {
  const evm = createScriptedAdapter({
    networks: [localEvm, localEvm2],
    connectors: ['mm'],
    ...parameters.evm,
  })
  const solana = createScriptedAdapter({
    namespace: 'solana',
    networks: [localSolana],
    connectors: ['phantom'],
    accounts: ['mem5011'],
    ...parameters.solana,
  })
  return { evm, solana }
}

/** A test context over two scripted wallets: eip155 (connectors mm and rabby) and solana (phantom). */
export function setupScriptedClient(
  parameters: {
    evm?: Partial<ScriptedAdapterOptions>
    solana?: Partial<ScriptedAdapterOptions>
    options?: Partial<WalletPortOptions>
  } = {},
) {
  const { evm, solana } = createScriptedWallets({
    evm: { connectors: ['mm', 'rabby'], ...parameters.evm },
    ...(parameters.solana && { solana: parameters.solana }),
  })
  const context = createTestContext({ adapters: [evm, solana], options: parameters.options })
  return { context, evm, solana, events: recordEvents(context) }
}

/** Every event the client emits, in order. */
export function recordEvents(context: ClientContext) {
  const seen: { type: keyof WalletPortEvents; payload: unknown }[] = []
  context.events.on('*', (type, payload) => seen.push({ type, payload }))
  return {
    all: seen,
    of: <E extends keyof WalletPortEvents>(type: E) =>
      seen.filter((event) => event.type === type).map((event) => event.payload as WalletPortEvents[E]),
  }
}

/** Lets pending promise callbacks run (a few macrotask turns). */
export async function settle(turns = 3): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setTimeout(resolve, 0))
}

export function chainOf(context: ClientContext, namespace = 'eip155') {
  const chain = context.store.getState().chains[namespace]
  if (!chain) throw new Error(`no ${namespace} chain`)
  return {
    status: chain.accountState.status,
    address: chain.accountState.address,
    connectorId: chain.connectorId,
    caipAddress: chain.accountState.caipAddress,
  }
}
