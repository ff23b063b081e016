import { rpcErrorChain } from './rpcErrorChain.js'

describe('rpcErrorChain', () => {
  it('lists the outer error first, then wrapped ones level by level', () => {
    const error = {
      code: -32603,
      message: 'outer',
      data: { originalError: { code: 4001, message: 'inner', cause: { code: 1, message: 'deepest' } } },
      cause: { message: 'sibling' },
    }
    expect(rpcErrorChain(error)).toEqual([
      { code: -32603, message: 'outer' },
      { code: undefined, message: 'sibling' },
      { code: 4001, message: 'inner' },
      { code: 1, message: 'deepest' },
    ])
  })

  it('turns a string into a message-only link and ignores other primitives', () => {
    expect(rpcErrorChain('nope')).toEqual([{ code: undefined, message: 'nope' }])
    expect(rpcErrorChain(4001)).toEqual([])
    expect(rpcErrorChain(null)).toEqual([])
  })

  it('stops on cycles and on very deep chains', () => {
    const cyclic: Record<string, unknown> = { code: 1 }
    cyclic.cause = cyclic
    expect(rpcErrorChain(cyclic)).toHaveLength(1)

    let deep: Record<string, unknown> = { code: 0 }
    for (let i = 1; i < 100; i++) deep = { code: i, cause: deep }
    expect(rpcErrorChain(deep).length).toBeLessThan(100)
  })
})
