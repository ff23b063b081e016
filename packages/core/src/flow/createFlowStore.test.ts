import { createFlowStore } from './createFlowStore.js'

describe('createFlowStore', () => {
  const initial = {
    step: 'form',
    loading: false,
    error: undefined as string | undefined,
    items: [] as number[],
  }

  it('set merges a patch and tells each listener once, with the state before', () => {
    const store = createFlowStore(initial)
    const seen: [string, string][] = []
    const stop = store.subscribe((state, previous) => seen.push([state.step, previous.step]))
    store.set({ step: 'review', items: [1] })
    expect(store.getState()).toEqual({ step: 'review', loading: false, error: undefined, items: [1] })
    stop()
    store.set({ step: 'done' })
    expect(seen).toEqual([['review', 'form']])
  })

  it('load: loading while the task runs, then its patch; a failure lands in error', async () => {
    const store = createFlowStore(initial)
    const loading: boolean[] = []
    store.subscribe((state) => loading.push(state.loading))
    await store.load(async () => ({ items: [1, 2] }))
    expect(store.getState()).toMatchObject({ loading: false, error: undefined, items: [1, 2] })
    await store.load(async () => {
      throw new Error('The node is down')
    })
    expect(store.getState()).toMatchObject({ loading: false, error: 'The node is down', items: [1, 2] })
    await store.load(() => Promise.reject('plain text'))
    expect(store.getState().error).toBe('plain text')
    expect(loading).toEqual([true, false, true, false, true, false])
  })
})
