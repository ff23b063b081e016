import { bindActions, bindLazyActions } from './bindActions.js'

interface State {
  calls: string[]
}

const greet = (state: State, { name }: { name: string }) => {
  state.calls.push(name)
  return `hello ${name}`
}
const reset = (state: State) => {
  state.calls.length = 0
}

describe('bindActions', () => {
  it('passes the state first and the parameters after, returning what the action returns', () => {
    const state: State = { calls: [] }
    const bound = bindActions(state, { greet, reset })
    expect(bound.greet({ name: 'ada' })).toBe('hello ada')
    expect(state.calls).toEqual(['ada'])
    bound.reset()
    expect(state.calls).toEqual([])
  })
})

describe('bindLazyActions', () => {
  it('loads the module on the first call only, then runs the named action with the state', async () => {
    const state: State = { calls: [] }
    let loads = 0
    const module = { greet, reset }
    const load = async () => {
      loads++
      return module
    }
    const bound = bindLazyActions(state, load, ['greet'])
    expect(loads).toBe(0)
    expect(Object.keys(bound)).toEqual(['greet'])
    await expect(bound.greet({ name: 'bob' })).resolves.toBe('hello bob')
    expect(state.calls).toEqual(['bob'])
  })

  it('rejects when the module fails to load, naming nothing it did not run', async () => {
    const state: State = { calls: [] }
    const failing = (): Promise<{ greet: typeof greet }> => Promise.reject(new Error('chunk failed'))
    const bound = bindLazyActions(state, failing, ['greet'])
    await expect(bound.greet({ name: 'x' })).rejects.toThrow('chunk failed')
    expect(state.calls).toEqual([])
  })
})
