/** @jest-environment ./test/jsdomWithNodeFetch.cjs */
import { act, renderHook, waitFor } from '@testing-library/react'
import { cosmosHookFixture } from '../../test/cosmosHookFixture.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useCosmosSigningClient } from './useCosmosSigningClient.js'

// The real cosmos adapter against the devnet's fixture-backed node and Keplr-style test wallet.
const env = cosmosHookFixture()
const stranger = 'cosmos1xvenxvenxvenxvenxvenxvenxvenxvenu79e02'

describe('useCosmosSigningClient', () => {
  it("idle until connected, then the account's client, which broadcasts a bank send", async () => {
    const { client, node } = await env.setup()
    const { result } = renderHook(() => useCosmosSigningClient(), { wrapper: providerWrapper(client) })
    expect(result.current.status).toBe('idle')
    await act(() => client.connect({ connectorId: 'keplr' }))
    await waitFor(() => expect(result.current.status).toBe('success'))
    const before = node.chain.balanceOf(stranger, 'ustake')
    const address = client.getState().chains.cosmos!.accountState.address!
    const message = {
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: { fromAddress: address, toAddress: stranger, amount: [{ denom: 'ustake', amount: '9' }] },
    }
    const sent = await result.current.data!.signAndBroadcast(address, [message], 'auto')
    expect(sent.code).toBe(0)
    expect(node.chain.balanceOf(stranger, 'ustake')).toBe(before + 9n)
  })

  it('made again when the account changes, and gone on disconnect', async () => {
    const { client, wallet } = await env.setup()
    await client.connect({ connectorId: 'keplr' })
    const { result } = renderHook(() => useCosmosSigningClient(), { wrapper: providerWrapper(client) })
    await waitFor(() => expect(result.current.status).toBe('success'))
    const first = result.current.data
    act(() => wallet.selectAccount(1))
    await waitFor(() => expect(result.current.data).not.toBe(first))
    await waitFor(() => expect(result.current.status).toBe('success'))
    await act(() => client.disconnect())
    expect(result.current).toEqual({ data: undefined, error: undefined, status: 'idle' })
  })
})
