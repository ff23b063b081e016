import type { Connector } from '@walletport/core'
import { CONNECTOR, useCosmosFixture } from '../../test/cosmosTestSetup.js'
import type { CosmosConnectorSource, CosmosWindow, KeplrLikeProvider } from '../types.js'

const env = useCosmosFixture()

describe('init', () => {
  it('discovers Keplr, Leap and Cosmostation under their ids and lists one object only once', async () => {
    const wallet = env.fixture.wallet
    const page = Object.assign(new EventTarget(), {
      keplr: wallet,
      leap: { ...wallet },
      cosmostation: { providers: { keplr: wallet } },
    }) as CosmosWindow
    const adapter = await env.setup({ page })
    expect(adapter.getConnectors().map(({ id, name, type, chain }) => ({ id, name, type, chain }))).toEqual([
      { id: 'keplr', name: 'Keplr', type: 'INJECTED', chain: 'cosmos' },
      { id: 'leap', name: 'Leap', type: 'INJECTED', chain: 'cosmos' },
    ])
  })

  it('passes over objects that are no Keplr-style wallet', async () => {
    const page = Object.assign(new EventTarget(), {
      keplr: { enable: 'yes' },
      leap: null,
    }) as unknown as CosmosWindow
    const adapter = await env.setup({ page })
    expect(adapter.getConnectors()).toEqual([])
  })

  it("lists the connector sources' connectors after the injected ones, and connects through their provider", async () => {
    const wallet = env.fixture.wallet
    const source: CosmosConnectorSource = {
      getConnectors: () => [{ id: 'remote', name: 'Remote', type: 'WALLET_CONNECT', chain: 'cosmos' }],
      getProvider: async () => wallet,
    }
    const adapter = await env.setup({ connectors: [source] })
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([CONNECTOR, 'remote'])
    const connection = await adapter.connect({ connectorId: 'remote', network: env.network })
    expect(connection.connectorId).toBe('remote')
    expect(adapter.getProvider()).toBe(wallet)
  })

  it('emits connectorsChanged once for a new list, and finds a wallet installed after init when asked for it', async () => {
    const page = new EventTarget() as CosmosWindow
    const adapter = await env.setup({ page })
    const seen: (readonly Connector[])[] = []
    adapter.on('connectorsChanged', (connectors) => seen.push(connectors))
    expect(adapter.getConnectors()).toEqual([])
    ;(page as { keplr?: KeplrLikeProvider }).keplr = env.fixture.wallet
    await adapter.connect({ connectorId: CONNECTOR, network: env.network })
    expect(seen.map((connectors) => connectors.map(({ id }) => id))).toEqual([[CONNECTOR]])
    await adapter.init({ endpoints: {} })
    expect(seen).toHaveLength(1)
  })
})
