/** @jest-environment ./test/jsdomWithNodeFetch.cjs */
import { act, renderHook, waitFor } from '@testing-library/react'
import { evmRpc } from '@walletport/devnet'
import { evmHookFixture } from '../../test/evmHookFixture.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useCallsStatus } from './useCallsStatus.js'
import { useCapabilities } from './useCapabilities.js'
import { useSendCalls } from './useSendCalls.js'

// A real eip155 adapter: the devnet's EVM test wallet (EIP-5792) over anvil.
const env = evmHookFixture()

const balanceOf = async (address: string) =>
  BigInt(await evmRpc<string>(env.nodes[0].rpcUrl, 'eth_getBalance', [address, 'latest']))

describe('useSendCalls', () => {
  it('sends the batch through wallet_sendCalls: pending, the batch id, and every call lands on chain', async () => {
    const { client } = await env.setup({ index: 5 })
    const to = '0x000000000000000000000000000000000000cafE'
    const before = await balanceOf(to)
    const { result } = renderHook(() => useSendCalls(), { wrapper: providerWrapper(client) })
    act(() =>
      result.current.sendCalls({
        calls: [
          { to, value: 2n },
          { to, value: 3n, data: '0x' },
        ],
      }),
    )
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.status).toBe('success'))
    const { id } = result.current.data!
    const adapter = client.getAdapter('eip155')
    await waitFor(async () => expect((await adapter.getCallsStatus({ id })).status).toBe(200))
    expect(await balanceOf(to)).toBe(before + 5n)
  })

  it('a wallet without EIP-5792 gets the calls one by one; useCallsStatus reports them landed, not atomic', async () => {
    const { client, wallet } = await env.setup({ index: 6, eip5792: false })
    const to = '0x000000000000000000000000000000000000bEEF'
    const before = await balanceOf(to)
    const { result } = renderHook(
      () => {
        const send = useSendCalls()
        return { send, status: useCallsStatus({ id: send.data?.id }), capabilities: useCapabilities() }
      },
      { wrapper: providerWrapper(client) },
    )
    await waitFor(() => expect(result.current.capabilities.status).toBe('success'))
    expect(result.current.capabilities.data?.['0x7a69']).toEqual({ atomic: { status: 'unsupported' } })
    act(() =>
      result.current.send.sendCalls({
        calls: [
          { to, value: 2n },
          { to, value: 3n },
        ],
      }),
    )
    await waitFor(() => expect(result.current.status.status).toBe('success'))
    expect(result.current.status.data).toMatchObject({ status: 200, atomic: false })
    expect(result.current.status.data?.receipts).toHaveLength(2)
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(2)
    expect(await balanceOf(to)).toBe(before + 5n)
  })

  it("useCallsStatus follows a forwarded batch to 200; useCapabilities holds the wallet's answer", async () => {
    const { client } = await env.setup({ index: 7 })
    const { result } = renderHook(
      () => {
        const send = useSendCalls()
        return { send, status: useCallsStatus({ id: send.data?.id }), capabilities: useCapabilities() }
      },
      { wrapper: providerWrapper(client) },
    )
    expect(result.current.status.status).toBe('idle')
    await waitFor(() => expect(result.current.capabilities.status).toBe('success'))
    expect(result.current.capabilities.data).toHaveProperty(['0x7a69', 'atomic', 'status'], 'unsupported')
    act(() =>
      result.current.send.sendCalls({ calls: [{ to: '0x000000000000000000000000000000000000cafE' }] }),
    )
    await waitFor(() => expect(result.current.status.status).toBe('success'))
    expect(result.current.status.data?.status).toBe(200)
  })

  it('before a connection: WalletNotConnectedError', async () => {
    const { client } = await env.setup({ connect: false })
    const { result } = renderHook(() => useSendCalls(), { wrapper: providerWrapper(client) })
    act(() => result.current.sendCalls({ calls: [{ to: '0x000000000000000000000000000000000000cafE' }] }))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.name).toBe('WalletNotConnectedError')
  })
})
