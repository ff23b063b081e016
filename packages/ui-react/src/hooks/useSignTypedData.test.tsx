/** @jest-environment ./test/jsdomWithNodeFetch.cjs */
import { act, renderHook, waitFor } from '@testing-library/react'
import { verifyTypedData } from 'ethers'
import { evmHookFixture } from '../../test/evmHookFixture.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useSignTypedData } from './useSignTypedData.js'

// A real eip155 adapter: the devnet's EVM test wallet (eth_signTypedData_v4) over anvil.
const env = evmHookFixture()

const typedData = {
  domain: { name: 'WalletPort', version: '1', chainId: 31337 },
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: '0x000000000000000000000000000000000000dEaD', contents: 'hello' },
} as const

describe('useSignTypedData', () => {
  it('pending while the wallet asks, then the signature, which recovers to the account', async () => {
    const { client, wallet, address } = await env.setup()
    const { result } = renderHook(() => useSignTypedData(), { wrapper: providerWrapper(client) })
    expect(result.current.status).toBe('idle')
    wallet.setBehavior('stall', 'eth_signTypedData_v4')
    act(() => result.current.signTypedData(typedData))
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(wallet.pendingCount).toBe(1))
    await act(async () => wallet.release())
    await waitFor(() => expect(result.current.status).toBe('success'))
    const { domain, types, message } = typedData
    const signer = verifyTypedData(domain, { Mail: [...types.Mail] }, message, result.current.data!)
    expect(signer.toLowerCase()).toBe(address.toLowerCase())
  })

  it("holds the wallet's refusal as a UserRejectedRequestError", async () => {
    const { client, wallet } = await env.setup()
    const { result } = renderHook(() => useSignTypedData(), { wrapper: providerWrapper(client) })
    wallet.setBehavior('reject', 'eth_signTypedData_v4')
    await act(async () => {
      await expect(result.current.signTypedDataAsync(typedData)).rejects.toThrow()
    })
    expect(result.current.status).toBe('error')
    expect(result.current.error?.name).toBe('UserRejectedRequestError')
    expect(result.current.data).toBeUndefined()
  })
})
