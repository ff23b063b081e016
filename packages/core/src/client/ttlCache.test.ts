import { createTtlCache } from './ttlCache.js'

describe('createTtlCache', () => {
  it('serves a fresh value without loading again', async () => {
    let time = 0
    const cache = createTtlCache(() => time)
    const load = jest.fn(async () => 'a')
    await cache.getOrLoad('k', 30_000, load)
    time = 29_999
    await expect(cache.getOrLoad('k', 30_000, load)).resolves.toBe('a')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads again once the time-to-live has passed', async () => {
    let time = 0
    const cache = createTtlCache(() => time)
    const load = jest.fn(async () => time)
    await cache.getOrLoad('k', 30_000, load)
    time = 30_000
    await expect(cache.getOrLoad('k', 30_000, load)).resolves.toBe(30_000)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one in-flight load between concurrent callers', async () => {
    const cache = createTtlCache()
    const load = jest.fn(async () => 1)
    await Promise.all([cache.getOrLoad('k', 1000, load), cache.getOrLoad('k', 1000, load)])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('never caches a rejected load', async () => {
    const cache = createTtlCache()
    await expect(cache.getOrLoad('k', 1000, async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    )
    await expect(cache.getOrLoad('k', 1000, async () => 'up')).resolves.toBe('up')
  })

  it('clears only the entries under a prefix', async () => {
    const cache = createTtlCache()
    const load = jest.fn(async () => 1)
    await cache.getOrLoad('balance:a', 1000, load)
    await cache.getOrLoad('identity:a', 1000, load)
    cache.clear('balance:')
    await cache.getOrLoad('balance:a', 1000, load)
    await cache.getOrLoad('identity:a', 1000, load)
    expect(load).toHaveBeenCalledTimes(3)
  })
})
