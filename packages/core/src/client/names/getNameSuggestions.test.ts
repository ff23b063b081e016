import { createTestContext } from '../../../test/createTestContext.js'
import { NameSuggestionsError } from '../../errors/names.js'
import { localEvm } from '../../networks/index.js'
import { createMemoryNameService } from './createMemoryNameService.js'
import { getNameSuggestions } from './getNameSuggestions.js'

function setup() {
  const nameService = createMemoryNameService({
    namespaces: ['eip155'],
    caipNetworkId: localEvm.caipNetworkId,
  })
  const context = createTestContext({ options: { nameService } })
  return { context, nameService }
}

describe('getNameSuggestions', () => {
  it("returns the service's suggestions", async () => {
    const { context, nameService } = setup()
    await nameService.register({
      name: 'alice',
      address: 'mem0001',
      coinType: 60,
      message: '{}',
      signature: 's',
    })
    await expect(getNameSuggestions(context, 'alice')).resolves.toEqual([
      { name: 'alice-1' },
      { name: 'alice-wp' },
    ])
  })

  it('caches suggestions for 5 minutes', async () => {
    const { context, nameService } = setup()
    const first = await getNameSuggestions(context, 'bob')
    await nameService.register({
      name: 'bob',
      address: 'mem0001',
      coinType: 60,
      message: '{}',
      signature: 's',
    })
    context.clock.now += 5 * 60_000 - 1
    await expect(getNameSuggestions(context, 'bob')).resolves.toBe(first)
    context.clock.now += 1
    await expect(getNameSuggestions(context, 'bob')).resolves.toEqual([{ name: 'bob-1' }, { name: 'bob-wp' }])
  })

  it("fails with 'Error fetching name suggestions' keeping the service error as cause", async () => {
    const { context, nameService } = setup()
    const down = new Error('service down')
    nameService.failWith(down)
    const error = await getNameSuggestions(context, 'alice').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NameSuggestionsError)
    expect((error as Error).message).toBe('Error fetching name suggestions')
    expect((error as Error).cause).toBe(down)
  })

  it('does not cache a failure', async () => {
    const { context, nameService } = setup()
    nameService.failWith(new Error('service down'))
    await expect(getNameSuggestions(context, 'alice')).rejects.toThrow()
    nameService.failWith(undefined)
    await expect(getNameSuggestions(context, 'alice')).resolves.toHaveLength(3)
  })

  it("fails with 'No name service configured' when the app set none", async () => {
    await expect(getNameSuggestions(createTestContext(), 'alice')).rejects.toThrow(
      'No name service configured',
    )
  })
})
