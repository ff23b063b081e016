import fc from 'fast-check'
import { connect } from '../../src/client/connection/connect.js'
import { watchAdapters } from '../../src/client/connection/watchAdapters.js'
import { setupScriptedClient } from '../setupScriptedClient.js'
import { brokenInvariant } from './clientInvariants.js'
import { describeBoundary, hostileValue } from './fuzzBoundary.js'

const ADDRESS = /^mem[0-9a-f]{4,}$/
const configured = new Set(['eip155:31337', 'eip155:31338', 'solana:localnet'])

const account = fc.oneof(
  fc.record({ address: fc.stringMatching(ADDRESS), type: fc.constantFrom('eoa', 'smartAccount') }),
  fc.record(
    { address: fc.oneof(fc.stringMatching(/^mem[0-9a-f]{4}$/), hostileValue()), type: hostileValue() },
    { requiredKeys: [] },
  ),
  hostileValue(),
)

/** A wallet event as a correct, buggy or hostile wallet sends it. */
const walletEvent = fc.oneof(
  fc.record({
    event: fc.constant('accountsChanged' as const),
    payload: fc.oneof(fc.array(account, { maxLength: 3 }), hostileValue()),
  }),
  fc.record({
    event: fc.constant('networkChanged' as const),
    payload: fc.oneof(
      fc.constantFrom(
        'eip155:31337',
        'eip155:31338',
        'eip155:1',
        'solana:localnet',
        'eip155:NaN',
        '0x1',
        42,
        1.5,
      ),
      hostileValue(),
    ),
  }),
  fc.record({
    event: fc.constant('disconnected' as const),
    payload: fc.oneof(fc.constant(undefined), hostileValue()),
  }),
  fc.record({
    event: fc.constantFrom('connectorsChanged' as const, 'error' as const),
    payload: hostileValue(),
  }),
)

describeBoundary('wallet events into the client', {
  'any event sequence: never thrown into the wallet, and the state keeps its invariants after each': {
    property: () =>
      fc.asyncProperty(
        fc.constantFrom('eip155' as const, 'solana' as const),
        fc.array(walletEvent, { minLength: 1, maxLength: 8 }),
        async (namespace, events) => {
          const { context, evm, solana } = setupScriptedClient()
          const stop = watchAdapters(context)
          const wallet = namespace === 'eip155' ? evm.wallet : solana.wallet
          context.events.on('*', () => {})
          try {
            await connect(context, { connectorId: namespace === 'eip155' ? 'mm' : 'phantom' })
            for (const { event, payload } of events) {
              try {
                wallet.emit(event, payload)
              } catch (error) {
                throw new Error(`${event} threw into the wallet: ${String(error)}`)
              }
              const broken = brokenInvariant(context.store.getState(), configured, (address) =>
                ADDRESS.test(address),
              )
              if (broken) throw new Error(`after ${event}: ${broken}`)
            }
            return true
          } finally {
            stop?.()
          }
        },
      ),
  },
})
