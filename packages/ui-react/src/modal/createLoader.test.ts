import { createLoader, loaded } from './createLoader.js'

describe('createLoader', () => {
  it('imports once however often and however concurrently it is asked to load', async () => {
    const importer = jest.fn(async () => ({ answer: 42 }))
    const loader = createLoader(importer)
    const [first, second] = await Promise.all([loader.load(), loader.load()])
    await loader.load()
    expect(importer).toHaveBeenCalledTimes(1)
    expect(first).toBe(second)
  })

  it('gives the value synchronously once loaded, and nothing before', async () => {
    const loader = createLoader(async () => 'module')
    expect(loader.current()).toBeUndefined()
    const pending = loader.load()
    expect(loader.current()).toBeUndefined()
    await pending
    expect(loader.current()).toBe('module')
  })

  it('rejects with the import error, keeps no value, and imports again on the next load', async () => {
    const importer = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('module')
    const loader = createLoader(importer)
    await expect(loader.load()).rejects.toThrow('chunk failed')
    expect(loader.current()).toBeUndefined()
    await expect(loader.load()).resolves.toBe('module')
    expect(importer).toHaveBeenCalledTimes(2)
  })
})

describe('loaded', () => {
  it('gives code already in the bundle at once, and from load', async () => {
    const loader = loaded('view')
    expect(loader.current()).toBe('view')
    await expect(loader.load()).resolves.toBe('view')
  })
})
