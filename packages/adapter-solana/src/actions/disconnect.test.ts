import { connectedOffline, withFeatures } from '../../test/solanaTestSetup.js'

describe('disconnect', () => {
  it('calls standard:disconnect and clears the state', async () => {
    const { adapter, wallet } = await connectedOffline()
    await adapter.disconnect()
    expect(wallet.isAuthorized).toBe(false)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('clears the state of a wallet without standard:disconnect, which stays authorised', async () => {
    const { adapter, wallet } = await connectedOffline((inner) =>
      withFeatures(inner, { 'standard:disconnect': undefined }),
    )
    await expect(adapter.disconnect()).resolves.toBeUndefined()
    expect(wallet.isAuthorized).toBe(true)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('stops following the wallet: a later account change is not reported', async () => {
    const { adapter, wallet } = await connectedOffline()
    const seen: unknown[] = []
    adapter.on('accountsChanged', (accounts) => seen.push(accounts))
    await adapter.disconnect()
    wallet.revoke()
    expect(seen).toEqual([])
  })
})
