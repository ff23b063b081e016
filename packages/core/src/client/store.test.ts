import { createStore } from './store.js'

describe('createStore', () => {
  it('notifies a selector listener only when its slice changes', () => {
    const store = createStore({ a: 1, b: 1 })
    const onA = jest.fn()
    store.subscribe((state) => state.a, onA)
    store.setState((state) => ({ ...state, b: 2 }))
    expect(onA).not.toHaveBeenCalled()
    store.setState((state) => ({ ...state, a: 5 }))
    expect(onA).toHaveBeenCalledWith(5, 1)
  })

  it('applies an update whole before any listener runs', () => {
    const store = createStore({
      address: undefined as string | undefined,
      network: undefined as string | undefined,
    })
    const seen: unknown[] = []
    store.subscribe(
      (state) => state.address,
      () => seen.push(store.getState()),
    )
    store.setState(() => ({ address: '0xabc', network: 'eip155:1' }))
    expect(seen).toEqual([{ address: '0xabc', network: 'eip155:1' }])
  })

  it('skips listeners when the update returns the same state', () => {
    const store = createStore({ a: 1 })
    const listener = jest.fn()
    store.subscribe(listener)
    store.setState((state) => state)
    expect(listener).not.toHaveBeenCalled()
  })

  it('stops notifying after unsubscribe', () => {
    const store = createStore({ a: 1 })
    const listener = jest.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    store.setState(() => ({ a: 2 }))
    expect(listener).not.toHaveBeenCalled()
  })

  it('compares slices with the given equality', () => {
    const store = createStore({ list: [1] })
    const listener = jest.fn()
    store.subscribe(
      (state) => state.list,
      listener,
      (a, b) => a.join() === b.join(),
    )
    store.setState(() => ({ list: [1] }))
    expect(listener).not.toHaveBeenCalled()
  })
})
