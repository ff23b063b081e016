import { SchemaValidationError } from '../../errors/schemas.js'
import { localEvm } from '../../networks/index.js'
import { createMemoryStorageBackend } from '../../storage/createMemoryStorageBackend.js'
import { createStorage } from '../../storage/createStorage.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { createWalletPort } from '../createWalletPort.js'

function setup() {
  return createWalletPort({
    adapters: [createMemoryAdapter({ networks: [localEvm] })],
    networks: [localEvm],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    enableWalletConnect: false,
  })
}

describe('setLocale', () => {
  it('default: no locale until the UI tells one', () => {
    expect(setup().getState().locale).toBeUndefined()
  })

  it('behavior: records the tag, tells subscribers once, and goes back to none', () => {
    const client = setup()
    const seen: (string | undefined)[] = []
    client.subscribe((state) => seen.push(state.locale))
    client.setLocale('he')
    client.setLocale('he')
    client.setLocale('pt-BR')
    client.setLocale(undefined)
    expect(seen).toEqual(['he', 'pt-BR', undefined])
  })

  it('behavior: refuses what is not a language tag and changes nothing', () => {
    const client = setup()
    client.setLocale('fa')
    const before = client.getState()
    let refused: unknown
    try {
      client.setLocale('he"><script>')
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(SchemaValidationError)
    expect((refused as SchemaValidationError).details).toBe('locale: expected a BCP 47 language tag')
    expect(() => client.setLocale('x'.repeat(40))).toThrow(/locale/)
    expect(client.getState()).toBe(before)
  })
})
