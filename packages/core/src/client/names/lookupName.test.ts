import { createTestContext } from '../../../test/createTestContext.js'
import { NameResolutionError } from '../../errors/names.js'
import { localEvm } from '../../networks/index.js'
import { createMemoryNameService } from './createMemoryNameService.js'
import { lookupName } from './lookupName.js'

function setup() {
  const nameService = createMemoryNameService({
    namespaces: ['eip155'],
    caipNetworkId: localEvm.caipNetworkId,
  })
  const context = createTestContext({ options: { nameService } })
  return { context, nameService }
}

describe('lookupName', () => {
  it('resolves a registered name to its record', async () => {
    const { context, nameService } = setup()
    await nameService.register({
      name: 'alice',
      address: 'mem0001',
      coinType: 60,
      message: '{}',
      signature: 's',
    })
    await expect(lookupName(context, 'alice')).resolves.toEqual({
      name: 'alice',
      addresses: { [localEvm.caipNetworkId]: 'mem0001' },
    })
  })

  it('resolves an unknown name to null', async () => {
    const { context } = setup()
    await expect(lookupName(context, 'nobody')).resolves.toBeNull()
  })

  it('caches a lookup for 5 minutes', async () => {
    const { context, nameService } = setup()
    await lookupName(context, 'alice')
    await nameService.register({
      name: 'alice',
      address: 'mem0001',
      coinType: 60,
      message: '{}',
      signature: 's',
    })
    context.clock.now += 5 * 60_000 - 1
    await expect(lookupName(context, 'alice')).resolves.toBeNull()
    context.clock.now += 1
    await expect(lookupName(context, 'alice')).resolves.toMatchObject({ name: 'alice' })
  })

  it("fails with 'Error resolving name' keeping the service error as cause", async () => {
    const { context, nameService } = setup()
    const down = new Error('service down')
    nameService.failWith(down)
    const error = await lookupName(context, 'alice').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NameResolutionError)
    expect((error as Error).message).toBe('Error resolving name')
    expect((error as Error).cause).toBe(down)
  })

  it("fails with 'No name service configured' when the app set none", async () => {
    const context = createTestContext()
    await expect(lookupName(context, 'alice')).rejects.toThrow('No name service configured')
  })
})
