import type { Connector } from '../../connectors/types.js'
import { localEvm, localEvm2 } from '../../networks/index.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { createChainState } from '../createInitialState.js'
import { resolveOptions } from '../resolveOptions.js'
import { withApprovedNetworks } from './withApprovedNetworks.js'

const networks = [localEvm, localEvm2]
const options = resolveOptions({ adapters: [createMemoryAdapter({ networks })], networks })
const requested = { ...createChainState('eip155', options), connectorId: 'walletConnect' }
const session = (approved: readonly (typeof localEvm.caipNetworkId)[] | undefined): Connector => ({
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
  getApprovedCaipNetworkIds: () => approved,
})

describe('withApprovedNetworks', () => {
  it("lists the session's approved networks and says whether they cover every requested one", () => {
    const partial = withApprovedNetworks(requested, [session([localEvm.caipNetworkId])]).networkState
    expect(partial.approvedCaipNetworkIds).toEqual([localEvm.caipNetworkId])
    expect(partial.supportsAllNetworks).toBe(false)
    const all = withApprovedNetworks(requested, [session([localEvm.caipNetworkId, localEvm2.caipNetworkId])])
    expect(all.networkState.supportsAllNetworks).toBe(true)
  })

  it('finds the connector inside a merged entry, on its own namespace', () => {
    const merged: Connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'MULTI_CHAIN',
      chain: 'solana',
      connectors: [{ ...session(['solana:x' as never]), chain: 'solana' }, session([localEvm.caipNetworkId])],
    }
    expect(withApprovedNetworks(requested, [merged]).networkState.approvedCaipNetworkIds).toEqual([
      localEvm.caipNetworkId,
    ])
  })

  it('supports every network for a wallet without a session (an extension)', () => {
    const extension: Connector = { id: 'walletConnect', name: 'Ext', type: 'INJECTED', chain: 'eip155' }
    const state = withApprovedNetworks(requested, [extension]).networkState
    expect(state.supportsAllNetworks).toBe(true)
    expect(state.approvedCaipNetworkIds).toEqual([])
  })
})
