import { localEvm, localEvm2, localSolana } from '../networks/index.js'
import { createAdapterState } from './createAdapterState.js'

describe('createAdapterState', () => {
  it("keeps the namespace's networks only, nothing connected, no connectors, a context without endpoints", () => {
    const state = createAdapterState('eip155', { networks: [localEvm, localSolana, localEvm2] })
    expect(state.networks).toEqual([localEvm, localEvm2])
    expect(state.connection.get()).toBeUndefined()
    expect(state.connectors).toEqual([])
    expect(state.context).toEqual({ endpoints: {} })
    expect(() => state.stopDiscovery()).not.toThrow()
  })

  it('gives each adapter its own emitter and slot', () => {
    const a = createAdapterState('solana', { networks: [localSolana] })
    const b = createAdapterState('solana', { networks: [localSolana] })
    const heard: unknown[] = []
    a.emitter.on('disconnected', () => heard.push('a'))
    b.emitter.emit('disconnected', undefined)
    expect(heard).toEqual([])
    expect(a.emitter).not.toBe(b.emitter)
    expect(a.connection).not.toBe(b.connection)
  })
})
