import { FrameError, RpcNotAllowedError, UserRejectedRequestError } from '@walletport/core'
import type { EmbeddedAuth } from '../auth/createEmbeddedAuth.js'
import type { FrameClient } from '../frame/createFrameClient.js'
import type { FrameRequestType } from '../protocol/events.js'
import { createEmbeddedEvmProvider } from './createEmbeddedEvmProvider.js'

const ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const network = {
  id: 31337,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/never-called'] } },
} as const

function setup(answers: Partial<Record<FrameRequestType, (payload: unknown) => unknown>> = {}) {
  const posted: FrameRequestType[] = []
  const refused: string[] = []
  const aborted: string[] = []
  const frame = {
    async request(type: FrameRequestType, payload: unknown) {
      posted.push(type)
      const answer = answers[type]
      if (!answer) throw new Error(`unexpected ${type}`)
      return answer(payload)
    },
    abortPending: (reason: string) => aborted.push(reason),
  } as unknown as FrameClient
  const auth = {
    getChainId: () => 31337,
    isConnected: async () => true,
    getUser: async () => ({ addresses: { eip155: ADDRESS, solana: '' } }),
    signOut: async () => {},
  } as unknown as EmbeddedAuth
  const provider = createEmbeddedEvmProvider({
    frame,
    auth,
    networks: [network as never],
    onActionNotAllowed: (method) => refused.push(method),
  })
  return { provider, posted, refused, aborted }
}

describe('createEmbeddedEvmProvider', () => {
  it('refuses a method off the allow-list before posting anything, and reports it for the modal', async () => {
    const { provider, posted, refused } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    const before = posted.length
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_addEthereumChain', 'anvil_setBalance']) {
      const attempt = provider.request({ method, params: [] })
      await expect(attempt).rejects.toBeInstanceOf(RpcNotAllowedError)
      await expect(attempt).rejects.toThrow('Requested RPC call is not allowed')
    }
    expect(posted).toHaveLength(before)
    expect(refused).toEqual([
      'eth_sign',
      'eth_signTransaction',
      'wallet_addEthereumChain',
      'anvil_setBalance',
    ])
  })

  it('sends signing methods to the frame and maps its rejection to 4001', async () => {
    const { provider, posted } = setup({
      GET_USER: () => ({}),
      RPC_REQUEST: (payload) => {
        if ((payload as { method: string }).method === 'personal_sign') return { result: '0xsigned' }
        throw new FrameError({ message: 'User rejected the request.', code: 4001 })
      },
    })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).toBe('0xsigned')
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [ADDRESS, '{}'] }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(posted.filter((type) => type === 'RPC_REQUEST')).toHaveLength(2)
  })

  it('answers eth_chainId locally and refuses signing before sign-in', async () => {
    const { provider, posted } = setup()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] }),
    ).rejects.toMatchObject({
      code: 4100,
      details: 'Sign in with email first',
    })
    expect(posted).toHaveLength(0)
  })

  it('asks the frame to withdraw its open confirmations when the modal closes, aborting nothing already approved', async () => {
    const { provider, aborted, posted } = setup({ REJECT_RPC_REQUESTS: () => ({}) })
    await provider.rejectRpcRequests()
    expect(aborted).toEqual([])
    expect(posted).toEqual(['REJECT_RPC_REQUESTS'])
  })

  it('ends the accounts on a session end with accountsChanged([]) and disconnect', async () => {
    const { provider } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    const events: string[] = []
    provider.on('accountsChanged', (accounts) => events.push(`accounts:${JSON.stringify(accounts)}`))
    provider.on('disconnect', () => events.push('disconnect'))
    provider.sessionEnded()
    expect(events).toEqual(['accounts:[]', 'disconnect'])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
  })
})
