/** @jest-environment ./test/jsdomWithNodeFetch.cjs */
import { act, renderHook, waitFor } from '@testing-library/react'
import { localEvm2 } from '@walletport/core/networks'
import { createTestClient } from '../../test/createTestClient.js'
import { evmHookFixture, TEST_WALLET } from '../../test/evmHookFixture.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useConnect } from './useConnect.js'
import { useSwitchNetwork } from './useSwitchNetwork.js'

const env = evmHookFixture()

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

describe('useConnect and useSwitchNetwork on the EVM adapter (devnet wallet over two anvil nodes)', () => {
  it('connects the announced wallet, then switches it to the other chain', async () => {
    const { client, wallet, networks, address } = await env.setup({ connect: false })
    const { result } = renderHook(() => ({ connect: useConnect(), switcher: useSwitchNetwork() }), {
      wrapper: providerWrapper(client),
    })
    expect(result.current.connect.connectors.map((connector) => connector.id)).toContain(TEST_WALLET)
    await act(() => result.current.connect.connectAsync({ connectorId: TEST_WALLET }))
    expect(result.current.connect.status).toBe('success')
    expect(client.getState().chains.eip155?.accountState.address?.toLowerCase()).toBe(address.toLowerCase())

    wallet.setBehavior('stall', 'wallet_switchEthereumChain')
    act(() => result.current.switcher.switchNetwork(networks[1]))
    expect(result.current.switcher.isPending).toBe(true)
    await waitFor(() => expect(wallet.pendingCount).toBe(1))
    await act(async () => wallet.release())
    await waitFor(() => expect(result.current.switcher.status).toBe('success'))
    expect(wallet.chainId).toBe(31338)
    expect(client.getState().chains.eip155?.networkState.caipNetwork?.id).toBe(31338)
  })

  it("the wallet's refusal: the hook holds it and wallet and app stay on the chain", async () => {
    const { client, wallet, networks } = await env.setup()
    wallet.setBehavior('reject', 'wallet_switchEthereumChain')
    const { result } = renderHook(() => useSwitchNetwork(), { wrapper: providerWrapper(client) })
    await act(async () => result.current.switchNetwork(networks[1]))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.name).toBe('UserRejectedRequestError')
    expect(wallet.chainId).toBe(31337)
    expect(client.getState().chains.eip155?.networkState.caipNetwork?.id).toBe(31337)
  })
})
