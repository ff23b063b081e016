import { webcrypto } from 'node:crypto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useSignMessage } from './useSignMessage.js'

// jsdom has no crypto.subtle; the memory wallet signs with HMAC through it.
beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true })
})

describe('useSignMessage', () => {
  it('is pending while the wallet is asked, then holds the signature', async () => {
    const { client, wallet } = await createTestClient()
    await client.connect({ connectorId: 'memory' })
    const { result } = renderHook(() => useSignMessage(), { wrapper: providerWrapper(client) })
    expect(result.current).toMatchObject({ data: undefined, error: undefined, isPending: false })

    wallet.setBehavior('stall')
    act(() => result.current.signMessage({ message: 'hello' }))
    expect(result.current.isPending).toBe(true)
    wallet.setBehavior('approve')
    await act(async () => {
      wallet.releaseStalled()
    })
    expect(result.current.error?.name).toBe('UserRejectedRequestError')

    let signature = ''
    await act(async () => {
      signature = await result.current.signMessageAsync({ message: 'hello' })
    })
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(result.current).toMatchObject({ data: signature, error: undefined, isPending: false })
  })

  it('holds the error when the wallet refuses, and mutateAsync throws it', async () => {
    const { client, wallet } = await createTestClient()
    await client.connect({ connectorId: 'memory' })
    wallet.setBehavior('reject')
    const { result } = renderHook(() => useSignMessage(), { wrapper: providerWrapper(client) })
    await act(async () => {
      await expect(result.current.mutateAsync({ message: 'hello' })).rejects.toThrow()
    })
    expect(result.current.isPending).toBe(false)
    expect(result.current.data).toBeUndefined()
    expect(result.current.error).toBeInstanceOf(Error)
  })

  it('reports the error core raises when no account is connected', async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useSignMessage(), { wrapper: providerWrapper(client) })
    act(() => result.current.signMessage({ message: 'hello' }))
    await waitFor(() => expect(result.current.error).toBeDefined())
    expect(result.current.error?.message).toMatch(/No ActiveCaipAddress found/)
  })

  it('reset() returns to idle', async () => {
    const { client } = await createTestClient()
    await client.connect({ connectorId: 'memory' })
    const { result } = renderHook(() => useSignMessage(), { wrapper: providerWrapper(client) })
    act(() => result.current.signMessage({ message: 'hello' }))
    await waitFor(() => expect(result.current.data).toBeDefined())
    act(() => result.current.reset())
    expect(result.current).toMatchObject({ data: undefined, error: undefined, isPending: false })
  })
})
