import { act, renderHook } from '@testing-library/react'
import { localEvm2 } from '@walletport/core/networks'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useSwitchNetwork } from './useSwitchNetwork.js'

describe('useSwitchNetwork', () => {
  it('is pending while the wallet is asked, then the chain shows the new network', async () => {
    const { client, wallet } = await createTestClient()
    await client.connect({ connectorId: 'memory' })
    const { result } = renderHook(() => useSwitchNetwork(), { wrapper: providerWrapper(client) })
    expect(result.current.networks.map((network) => network.caipNetworkId)).toContain(localEvm2.caipNetworkId)
    wallet.setBehavior('stall')
    act(() => result.current.switchNetwork(localEvm2))
    expect(result.current.isPending).toBe(true)
    await act(async () => wallet.releaseStalled())
    expect(result.current.status).toBe('error')
    wallet.setBehavior('approve')
    await act(() => result.current.switchNetworkAsync(localEvm2))
    expect(result.current.status).toBe('success')
    expect(client.getState().chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe(
      localEvm2.caipNetworkId,
    )
  })

  it('holds the refusal as error, and the network stays', async () => {
    const { client, wallet } = await createTestClient()
    await client.connect({ connectorId: 'memory' })
    const before = client.getState().chains.eip155?.networkState.caipNetwork?.caipNetworkId
    wallet.setBehavior('reject')
    const { result } = renderHook(() => useSwitchNetwork(), { wrapper: providerWrapper(client) })
    await act(async () => result.current.switchNetwork(localEvm2))
    expect(result.current.error?.name).toBe('UserRejectedRequestError')
    expect(client.getState().chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe(before)
  })
})
