import { providerFromSources } from './providerFromSources.js'

const source = (ids: string[], provider?: string) => ({
  getConnectors: () =>
    ids.map((id) => ({ id, name: id, type: 'INJECTED' as const, chain: 'eip155' as const })),
  ...(provider === undefined ? {} : { getProvider: async (id: string) => `${provider}:${id}` }),
})

describe('providerFromSources', () => {
  it('asks the first source that lists the connector and can hand over a provider', async () => {
    const sources = [source(['a'], 'first'), source(['b']), source(['b'], 'third')]
    expect(await providerFromSources(sources, 'a')).toBe('first:a')
    expect(await providerFromSources(sources, 'b')).toBe('third:b')
  })

  it('is undefined when no source lists it, or there are no sources', async () => {
    expect(await providerFromSources([source(['a'], 'first')], 'z')).toBeUndefined()
    expect(await providerFromSources(undefined, 'a')).toBeUndefined()
  })
})
