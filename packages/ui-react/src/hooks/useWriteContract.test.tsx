/** @jest-environment ./test/jsdomWithNodeFetch.cjs */
import { act, renderHook, waitFor } from '@testing-library/react'
import { evmRpc, TEST_TOKEN_GRANT } from '@walletport/devnet'
import { Interface } from 'ethers'
import { useState } from 'react'
import { evmHookFixture } from '../../test/evmHookFixture.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useWaitForTransaction } from './useWaitForTransaction.js'
import { useWriteContract } from './useWriteContract.js'

// A real eip155 adapter: the devnet's EVM test wallet over anvil, with the devnet's test ERC-20.
const env = evmHookFixture()

const erc20 = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const
const recipient = '0x000000000000000000000000000000000000bEEF'

async function tokenBalance(token: string, holder: string): Promise<bigint> {
  const data = new Interface(['function balanceOf(address) view returns (uint256)']).encodeFunctionData(
    'balanceOf',
    [holder],
  )
  return BigInt(await evmRpc<string>(env.nodes[0].rpcUrl, 'eth_call', [{ to: token, data }, 'latest']))
}

/** A write, and the wait for the hash it produced: what a dapp's "Send" button does. */
function useWriteAndWait() {
  const write = useWriteContract()
  const [hash, setHash] = useState<string>()
  const wait = useWaitForTransaction({ hash })
  return { write, wait, setHash }
}

describe('useWriteContract', () => {
  it('sends the ABI-encoded call: pending, the hash, and useWaitForTransaction sees it mined', async () => {
    const { client, token } = await env.setup({ index: 2 })
    const before = await tokenBalance(token, recipient)
    const { result } = renderHook(() => useWriteAndWait(), { wrapper: providerWrapper(client) })
    act(() =>
      result.current.write.writeContract({
        address: token,
        abi: erc20,
        functionName: 'transfer',
        args: [recipient, 1_234n],
      }),
    )
    expect(result.current.write.isPending).toBe(true)
    await waitFor(() => expect(result.current.write.status).toBe('success'))
    const { hash } = result.current.write.data!
    act(() => result.current.setHash(hash))
    await waitFor(() => expect(result.current.wait.status).toBe('success'))
    expect(result.current.wait.data).toMatchObject({ hash, status: 'success' })
    expect(await tokenBalance(token, recipient)).toBe(before + 1_234n)
  })

  it("holds the node's refusal of a write that would revert, and nothing is sent", async () => {
    const { client, token, address } = await env.setup({ index: 3 })
    const { result } = renderHook(() => useWriteContract(), { wrapper: providerWrapper(client) })
    await act(async () => {
      await expect(
        result.current.writeContractAsync({
          address: token,
          abi: erc20,
          functionName: 'transfer',
          args: [recipient, TEST_TOKEN_GRANT + 1n],
        }),
      ).rejects.toThrow()
    })
    expect(result.current.status).toBe('error')
    expect(result.current.error?.message).toBe('RPC Request failed.')
    expect(await tokenBalance(token, address)).toBe(TEST_TOKEN_GRANT)
  })

  it("holds the wallet's refusal as a UserRejectedRequestError", async () => {
    const { client, wallet, token } = await env.setup({ index: 4 })
    const { result } = renderHook(() => useWriteContract(), { wrapper: providerWrapper(client) })
    wallet.setBehavior('reject', 'eth_sendTransaction')
    act(() =>
      result.current.writeContract({
        address: token,
        abi: erc20,
        functionName: 'transfer',
        args: [recipient, 1n],
      }),
    )
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.name).toBe('UserRejectedRequestError')
  })
})
