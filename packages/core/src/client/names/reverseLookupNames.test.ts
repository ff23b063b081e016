import { createTestContext } from '../../../test/createTestContext.js'
import { NamesForAddressError } from '../../errors/names.js'
import { localEvm } from '../../networks/index.js'
import { createMemoryNameService } from './createMemoryNameService.js'
import { reverseLookupNames } from './reverseLookupNames.js'

function setup() {
  const nameService = createMemoryNameService({
    namespaces: ['eip155'],
    caipNetworkId: localEvm.caipNetworkId,
  })
  const context = createTestContext({ options: { nameService } })
  return { context, nameService }
}

const register = (service: ReturnType<typeof createMemoryNameService>, name: string, address: string) =>
  service.register({ name, address, coinType: 60, message: '{}', signature: 's' })

describe('reverseLookupNames', () => {
  it('returns the names registered for an address', async () => {
    const { context, nameService } = setup()
    await register(nameService, 'alice', 'mem0001')
    await register(nameService, 'alice-2', 'mem0001')
    await register(nameService, 'bob1', 'mem0002')
    const names = await reverseLookupNames(context, 'mem0001')
    expect(names.map((record) => record.name)).toEqual(['alice', 'alice-2'])
  })

  it('caches the names of an address for 5 minutes', async () => {
    const { context, nameService } = setup()
    await expect(reverseLookupNames(context, 'mem0001')).resolves.toEqual([])
    await register(nameService, 'alice', 'mem0001')
    context.clock.now += 5 * 60_000 - 1
    await expect(reverseLookupNames(context, 'mem0001')).resolves.toEqual([])
    context.clock.now += 1
    await expect(reverseLookupNames(context, 'mem0001')).resolves.toHaveLength(1)
  })

  it("fails with 'Error fetching names for address' keeping the service error as cause", async () => {
    const { context, nameService } = setup()
    const down = new Error('service down')
    nameService.failWith(down)
    const error = await reverseLookupNames(context, 'mem0001').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NamesForAddressError)
    expect((error as Error).message).toBe('Error fetching names for address')
    expect((error as Error).cause).toBe(down)
  })

  it("fails with 'No name service configured' when the app set none", async () => {
    await expect(reverseLookupNames(createTestContext(), 'mem0001')).rejects.toThrow(
      'No name service configured',
    )
  })
})
