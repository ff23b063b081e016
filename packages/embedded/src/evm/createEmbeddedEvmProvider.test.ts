import {
  createMemoryStorageBackend,
  createStorage,
  FrameError,
  RpcNotAllowedError,
  UserRejectedRequestError,
} from '@walletport/core'
import type { EmbeddedAuth } from '../auth/createEmbeddedAuth.js'
import { createLoginData } from '../auth/loginData.js'
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

const network2 = { ...network, id: 31338, caipNetworkId: 'eip155:31338', name: 'Local 2' } as const

function setup(
  answers: Partial<Record<FrameRequestType, (payload: unknown) => unknown>> = {},
  loginData = createLoginData(createStorage({ backend: createMemoryStorageBackend() })),
) {
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
    getChainId: () => loginData.chainId(),
    isConnected: async () => true,
    getUser: async () => ({ addresses: { eip155: ADDRESS, solana: '' } }),
    signOut: async () => {},
  } as unknown as EmbeddedAuth
  const provider = createEmbeddedEvmProvider({
    frame,
    auth,
    networks: [network as never, network2 as never],
    onActionNotAllowed: (method) => refused.push(method),
    lastUsedChain: { get: () => loginData.storedChainId(), set: (chainId) => loginData.setChainId(chainId) },
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

  describe('issue 35: the chain it starts on after a reload', () => {
    const storedWith = (value?: string | number) => {
      const storage = createStorage({ backend: createMemoryStorageBackend() })
      if (value !== undefined) storage.set('last-used-chain-id', value as never)
      return createLoginData(storage)
    }

    it.each([
      ['nothing stored (a new user)', undefined],
      ['mainnet stored (the old default), which the app does not request', 'eip155:1'],
      ['a chain the app no longer requests', 'eip155:10'],
      ["a Solana chain (the other namespace's last use)", 'solana:localnet'],
    ])("starts on the app's default network with %s, never on mainnet", async (_, stored) => {
      const { provider } = setup({}, storedWith(stored))
      expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    })

    it('starts where the user left: a switch is remembered for the next load', async () => {
      const loginData = storedWith()
      const before = setup({ SWITCH_NETWORK: () => ({}) }, loginData)
      await before.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
      const reloaded = setup({}, loginData)
      expect(await reloaded.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
      expect(loginData.storedChainId()).toBe(31338)
    })
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
