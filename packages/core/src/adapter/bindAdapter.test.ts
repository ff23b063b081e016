import type { Connector } from '../connectors/types.js'
import { localEvm } from '../networks/index.js'
import { bindAdapter, LAZY_ADAPTER_OPERATIONS } from './bindAdapter.js'
import { createAdapterState } from './createAdapterState.js'

type State = ReturnType<typeof createState>
const createState = () => ({
  ...createAdapterState('eip155', { networks: [localEvm] }),
  calls: [] as string[],
})

const record =
  (name: string) =>
  async (state: State, ...args: unknown[]) => {
    state.calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(',')})`)
    return name
  }

const lazyModule = {
  disconnect: record('disconnect'),
  getBalance: record('getBalance'),
  signMessage: record('signMessage'),
  waitForTransaction: record('waitForTransaction'),
  switchNetwork: record('switchNetwork'),
  getHistory: record('getHistory'),
  notBound: record('notBound'),
}

describe('bindAdapter', () => {
  it('wires networks, connectors and events from the state, and binds the first-chunk and lazy operations', async () => {
    const state = createState()
    let loads = 0
    const adapter = bindAdapter(state, {
      actions: {
        connect: (current: State, parameters: { connectorId: string }) =>
          `${current.calls.length}:${parameters.connectorId}`,
      },
      load: async () => {
        loads++
        return lazyModule
      },
      lazy: ['getHistory'],
    })
    expect(Object.keys(adapter).sort()).toEqual(
      ['networks', 'getConnectors', 'on', 'connect', ...LAZY_ADAPTER_OPERATIONS, 'getHistory'].sort(),
    )
    expect(adapter.networks).toEqual([localEvm])

    const connectors = [{ id: 'a' } as Connector]
    state.connectors = connectors
    expect(adapter.getConnectors()).toBe(connectors)
    const seen: unknown[] = []
    adapter.on('connectorsChanged', (payload) => seen.push(payload))
    state.emitter.emit('connectorsChanged', connectors)
    expect(seen).toEqual([connectors])

    expect(adapter.connect({ connectorId: 'x' })).toBe('0:x')
    expect(loads).toBe(0)
    await expect(adapter.signMessage({ message: 'hi' })).resolves.toBe('signMessage')
    await expect(adapter.getHistory()).resolves.toBe('getHistory')
    expect(state.calls).toEqual(['signMessage({"message":"hi"})', 'getHistory()'])
    expect(loads).toBe(2)
  })

  it('binds only the shared lazy operations when the adapter names no others', () => {
    const adapter = bindAdapter(createState(), { actions: {}, load: async () => lazyModule })
    expect(Object.keys(adapter)).not.toContain('getHistory')
    expect(Object.keys(adapter)).not.toContain('notBound')
  })
})
