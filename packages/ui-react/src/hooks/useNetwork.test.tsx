import { act, renderHook } from '@testing-library/react'
import { localEvm, localEvm2 } from '@walletport/core/networks'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useNetwork } from './useNetwork.js'

describe('useNetwork', () => {
  it('reports the active network and every configured network', async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useNetwork(), { wrapper: providerWrapper(client) })
    expect(result.current.caipNetwork?.caipNetworkId).toBe(localEvm.caipNetworkId)
    expect(result.current.caipNetworkId).toBe('eip155:31337')
    expect(result.current.networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
  })

  it('switches network through core and re-renders with the new one', async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useNetwork(), { wrapper: providerWrapper(client) })
    await act(() => client.connect({ connectorId: 'memory' }))
    await act(() => result.current.switchNetwork(localEvm2))
    expect(result.current.caipNetworkId).toBe('eip155:31338')
  })

  it('does not re-render when the modal opens', async () => {
    const { client } = await createTestClient()
    let renders = 0
    renderHook(
      () => {
        renders++
        return useNetwork()
      },
      { wrapper: providerWrapper(client) },
    )
    const before = renders
    act(() => client.open())
    expect(renders).toBe(before)
  })
})
