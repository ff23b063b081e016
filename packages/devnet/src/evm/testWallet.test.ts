import { verifyMessage, verifyTypedData } from 'ethers'
import { deployTestToken, TEST_TOKEN_GRANT } from './deployTestToken.js'
import { evmRpc } from './evmRpc.js'
import type { ProviderRpcError } from './ProviderRpcError.js'
import { type EvmNode, startEvmNode } from './startEvmNode.js'
import { createEvmTestWallet, type EvmTestWallet } from './testWallet.js'

const recipient = '0x000000000000000000000000000000000000dEaD'
const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'WalletPort', chainId: 31337 },
  message: {
    from: { name: 'Alice', wallet: '0x1111111111111111111111111111111111111111' },
    to: [{ name: 'Bob', wallet: '0x2222222222222222222222222222222222222222' }],
    contents: 'hello',
  },
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: ProviderRpcError) => error.code,
  )

describe('createEvmTestWallet', () => {
  let a: EvmNode
  let b: EvmNode
  beforeAll(async () => {
    ;[a, b] = await Promise.all([startEvmNode({ chainId: 31337 }), startEvmNode({ chainId: 31338 })])
  })
  afterAll(() => Promise.all([a?.stop(), b?.stop()]))

  const create = (
    options: { authorized?: boolean; stallTimeoutMs?: number; eip5792?: boolean } = {},
  ): EvmTestWallet =>
    createEvmTestWallet({
      accounts: a.accounts.slice(0, 2),
      rpcUrls: { 31337: a.rpcUrl, 31338: b.rpcUrl },
      chainId: 31337,
      ...options,
    })

  it('emits connect with the chain id after creation', async () => {
    const wallet = create()
    const connect = new Promise((resolve) => wallet.on('connect', resolve))
    await expect(connect).resolves.toEqual({ chainId: '0x7a69' })
  })

  it('returns no eth_accounts until eth_requestAccounts is approved, then the accounts and accountsChanged', async () => {
    const wallet = create()
    const changes: unknown[] = []
    wallet.on('accountsChanged', (accounts) => changes.push(accounts))
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    const expected = a.accounts.slice(0, 2).map((account) => account.address.toLowerCase())
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual(expected)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual(expected)
    expect(changes).toEqual([expected])
  })

  it('answers eth_accounts at once when created authorised (silent reconnect)', async () => {
    const wallet = create({ authorized: true })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([
      a.accounts[0]!.address.toLowerCase(),
      a.accounts[1]!.address.toLowerCase(),
    ])
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([
      expect.objectContaining({ parentCapability: 'eth_accounts' }),
    ])
  })

  it('signs personal_sign messages (utf8 and hex) that ethers.verifyMessage attributes to the account', async () => {
    const wallet = create({ authorized: true })
    const address = a.accounts[0]!.address
    const text = await wallet.request({ method: 'personal_sign', params: ['hello walletport', address] })
    expect(verifyMessage('hello walletport', text as string)).toBe(address)
    const hex = await wallet.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', address.toLowerCase()],
    })
    expect(verifyMessage('hello', hex as string)).toBe(address)
  })

  it('refuses personal_sign for an account that is not authorised with 4100', async () => {
    const wallet = create()
    expect(
      await codeOf(wallet.request({ method: 'personal_sign', params: ['hi', a.accounts[0]!.address] })),
    ).toBe(4100)
    wallet.authorize()
    expect(
      await codeOf(wallet.request({ method: 'personal_sign', params: ['hi', a.accounts[5]!.address] })),
    ).toBe(4100)
  })

  it('signs eth_signTypedData_v4 (JSON string) so ethers.verifyTypedData recovers the account', async () => {
    const wallet = create({ authorized: true })
    const address = a.accounts[1]!.address
    const signature = await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })
    const { EIP712Domain: _domain, ...types } = typedData.types
    expect(verifyTypedData(typedData.domain, types, typedData.message, signature as string)).toBe(address)
  })

  it('refuses typed data whose domain chainId is not the active chain', async () => {
    const wallet = create({ authorized: true })
    const params = [a.accounts[0]!.address, { ...typedData, domain: { name: 'x', chainId: 1 } }]
    expect(await codeOf(wallet.request({ method: 'eth_signTypedData_v4', params }))).toBe(-32602)
  })

  it('sends a transaction that is mined with status 1 and moves exactly the value', async () => {
    const wallet = create({ authorized: true })
    const before = BigInt(await evmRpc<string>(a.rpcUrl, 'eth_getBalance', [recipient, 'latest']))
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: a.accounts[0]!.address, to: recipient, value: '0x2386f26fc10000' }],
    })) as string
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    type Receipt = { status: string } | null
    let receipt: Receipt = null
    // Automine answers with the hash a moment before the block exists.
    while (!receipt) {
      receipt = (await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as Receipt
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect((receipt as NonNullable<Receipt>).status).toBe('0x1')
    const after = BigInt(await evmRpc<string>(a.rpcUrl, 'eth_getBalance', [recipient, 'latest']))
    expect(after - before).toBe(10n ** 16n)
  })

  it('surfaces a node error (overspend) with the node code instead of a hash', async () => {
    const wallet = create({ authorized: true })
    const error = (await wallet
      .request({
        method: 'eth_sendTransaction',
        params: [{ from: a.accounts[0]!.address, to: recipient, value: '0x3635c9adc5dea00000000' }],
      })
      .catch((caught: unknown) => caught)) as ProviderRpcError
    expect(typeof error.code).toBe('number')
    expect(error.message).toMatch(/insufficient funds|lack of funds|exceeds/i)
  })

  it('rejects with 4001 "User rejected the request." when set to reject', async () => {
    const wallet = create()
    wallet.setBehavior('reject')
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('applies a per-method behaviour only to that method', async () => {
    const wallet = create({ authorized: true })
    wallet.setBehavior('reject', 'personal_sign')
    expect(
      await codeOf(wallet.request({ method: 'personal_sign', params: ['x', a.accounts[0]!.address] })),
    ).toBe(4001)
    const typed = wallet.request({
      method: 'eth_signTypedData_v4',
      params: [a.accounts[0]!.address, typedData],
    })
    expect(await codeOf(typed)).toBe('resolved')
    wallet.resetBehavior()
    expect(
      await codeOf(wallet.request({ method: 'personal_sign', params: ['x', a.accounts[0]!.address] })),
    ).toBe('resolved')
  })

  it('keeps a stalled request pending until release(), then completes it', async () => {
    const wallet = create({ authorized: true })
    wallet.setBehavior('stall')
    let settled = false
    const signature = wallet
      .request({ method: 'personal_sign', params: ['stalled', a.accounts[0]!.address] })
      .finally(() => {
        settled = true
      })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    expect(wallet.pendingCount).toBe(1)
    expect(wallet.release()).toBe(1)
    expect(verifyMessage('stalled', (await signature) as string)).toBe(a.accounts[0]!.address)
    expect(wallet.pendingCount).toBe(0)
  })

  it('rejects a stalled request with 4001 when released as rejected or after stallTimeoutMs', async () => {
    const wallet = create({ authorized: true, stallTimeoutMs: 30 })
    wallet.setBehavior('stall')
    const released = wallet.request({ method: 'personal_sign', params: ['a', a.accounts[0]!.address] })
    wallet.release('reject')
    expect(await codeOf(released)).toBe(4001)
    const timedOut = wallet.request({ method: 'personal_sign', params: ['b', a.accounts[0]!.address] })
    expect(await codeOf(timedOut)).toBe(4001)
  })

  it('drops: emits disconnect with 4900, rejects with 4900, and stays down until reconnect()', async () => {
    const wallet = create({ authorized: true })
    const disconnects: ProviderRpcError[] = []
    wallet.on('disconnect', (error) => disconnects.push(error as ProviderRpcError))
    wallet.setBehavior('drop')
    expect(
      await codeOf(wallet.request({ method: 'personal_sign', params: ['x', a.accounts[0]!.address] })),
    ).toBe(4900)
    expect(disconnects.map((error) => error.code)).toEqual([4900])
    expect(wallet.isConnected).toBe(false)
    expect(await codeOf(wallet.request({ method: 'eth_chainId' }))).toBe(4900)
    const connect = new Promise((resolve) => wallet.once('connect', resolve))
    wallet.reconnect()
    await expect(connect).resolves.toEqual({ chainId: '0x7a69' })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('switches to the second node: chainChanged, eth_chainId and reads follow it', async () => {
    const wallet = create({ authorized: true })
    const changes: unknown[] = []
    wallet.on('chainChanged', (chainId) => changes.push(chainId))
    expect(
      await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).toBeNull()
    expect(changes).toEqual(['0x7a6a'])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await wallet.request({ method: 'net_version' })).toBe('31338')
    const blockOnB = await evmRpc<string>(b.rpcUrl, 'eth_blockNumber')
    expect(await wallet.request({ method: 'eth_blockNumber' })).toBe(blockOnB)
  })

  it('refuses to switch to an unknown chain with 4902 and stays where it was', async () => {
    const wallet = create({ authorized: true })
    const changes: unknown[] = []
    wallet.on('chainChanged', (chainId) => changes.push(chainId))
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    expect(changes).toEqual([])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('adds a chain with wallet_addEthereumChain and switches to it', async () => {
    const wallet = createEvmTestWallet({ accounts: a.accounts, rpcUrls: { 31337: a.rpcUrl }, chainId: 31337 })
    const changes: unknown[] = []
    wallet.on('chainChanged', (chainId) => changes.push(chainId))
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'Local B',
          rpcUrls: [b.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    expect(changes).toEqual(['0x7a6a'])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(
      await codeOf(
        wallet.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x5', rpcUrls: [] }] }),
      ),
    ).toBe(-32602)
  })

  it('revokes permissions: accountsChanged([]) and eth_accounts empty', async () => {
    const wallet = create({ authorized: true })
    const changes: unknown[] = []
    wallet.on('accountsChanged', (accounts) => changes.push(accounts))
    expect(
      await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull()
    expect(changes).toEqual([[]])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
  })

  it('grants eth_accounts through wallet_requestPermissions', async () => {
    const wallet = create()
    const permissions = await wallet.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(permissions).toEqual([expect.objectContaining({ parentCapability: 'eth_accounts' })])
    expect(wallet.isAuthorized).toBe(true)
  })

  it('selectAccount puts the chosen account first and emits accountsChanged', async () => {
    const wallet = create({ authorized: true })
    const changes: unknown[] = []
    wallet.on('accountsChanged', (accounts) => changes.push(accounts))
    wallet.selectAccount(a.accounts[1]!.address)
    const expected = [a.accounts[1]!.address.toLowerCase(), a.accounts[0]!.address.toLowerCase()]
    expect(changes).toEqual([expected])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual(expected)
  })

  it('answers unsupported methods with 4200 and malformed requests with -32600', async () => {
    const wallet = create({ authorized: true })
    expect(
      await codeOf(wallet.request({ method: 'eth_sign', params: [a.accounts[0]!.address, '0x00'] })),
    ).toBe(4200)
    expect(await codeOf(wallet.request({} as never))).toBe(-32600)
  })

  it('stops calling a listener after removeListener', async () => {
    const wallet = create()
    const calls: unknown[] = []
    const listener = (accounts: unknown) => calls.push(accounts)
    wallet.on('accountsChanged', listener)
    wallet.removeListener('accountsChanged', listener)
    wallet.authorize()
    expect(calls).toEqual([])
  })

  describe('EIP-5792', () => {
    const waitForStatus = async (wallet: EvmTestWallet, id: string) => {
      for (let i = 0; i < 50; i++) {
        const status = (await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
          status: number
          receipts: { transactionHash: string; status: string }[]
        }
        if (status.status !== 100) return status
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error('batch still pending')
    }

    it('reports atomic batching as unsupported on every chain it knows', async () => {
      const wallet = create({ authorized: true })
      const capabilities = await wallet.request({
        method: 'wallet_getCapabilities',
        params: [wallet.addresses[0]],
      })
      expect(capabilities).toEqual({
        '0x7a69': { atomic: { status: 'unsupported' } },
        '0x7a6a': { atomic: { status: 'unsupported' } },
      })
    })

    it('sends the calls of a batch one by one after one approval, and reports them confirmed (200)', async () => {
      const wallet = create({ authorized: true })
      const before = BigInt(await evmRpc<string>(a.rpcUrl, 'eth_getBalance', [recipient, 'latest']))
      const { id } = (await wallet.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            from: wallet.addresses[0],
            atomicRequired: false,
            calls: [
              { to: recipient, value: '0x1', data: '0x' },
              { to: recipient, value: '0x2', data: '0x' },
            ],
          },
        ],
      })) as { id: string }
      const status = await waitForStatus(wallet, id)
      expect(status.status).toBe(200)
      expect(status.receipts).toHaveLength(2)
      expect(status.receipts.every((receipt) => receipt.status === '0x1')).toBe(true)
      const after = BigInt(await evmRpc<string>(a.rpcUrl, 'eth_getBalance', [recipient, 'latest']))
      expect(after - before).toBe(3n)
    })

    it('refuses atomicRequired (5760), another chain (5710), a required capability (5700) and an unknown id (5730)', async () => {
      const wallet = create({ authorized: true })
      const batch = {
        version: '2.0.0',
        chainId: '0x7a69',
        from: wallet.addresses[0],
        calls: [{ to: recipient }],
      }
      const send = (extra: object) =>
        wallet.request({ method: 'wallet_sendCalls', params: [{ ...batch, ...extra }] })
      expect(await codeOf(send({ atomicRequired: true }))).toBe(5760)
      expect(await codeOf(send({ chainId: '0x7a6a' }))).toBe(5710)
      expect(await codeOf(send({ capabilities: { paymasterService: { url: 'http://x' } } }))).toBe(5700)
      expect(await codeOf(wallet.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }))).toBe(5730)
    })

    it('asks for approval once per batch: rejected → 4001, nothing sent', async () => {
      const wallet = create({ authorized: true })
      wallet.setBehavior('reject', 'wallet_sendCalls')
      const nonce = await evmRpc<string>(a.rpcUrl, 'eth_getTransactionCount', [wallet.addresses[0], 'latest'])
      const result = wallet.request({
        method: 'wallet_sendCalls',
        params: [
          { version: '2.0.0', chainId: '0x7a69', from: wallet.addresses[0], calls: [{ to: recipient }] },
        ],
      })
      expect(await codeOf(result)).toBe(4001)
      expect(await evmRpc(a.rpcUrl, 'eth_getTransactionCount', [wallet.addresses[0], 'latest'])).toBe(nonce)
    })

    it('answers the EIP-5792 methods with 4200 when created with eip5792: false', async () => {
      const wallet = create({ authorized: true, eip5792: false })
      for (const method of ['wallet_sendCalls', 'wallet_getCallsStatus', 'wallet_getCapabilities']) {
        expect(await codeOf(wallet.request({ method, params: [] }))).toBe(4200)
      }
    })
  })

  it('EIP-7811 wallet_getAssets: 4200 by default, the known tokens read from its node, or a fixed answer', async () => {
    const token = await deployTestToken(a.rpcUrl, a.accounts)
    const wallet = create({ authorized: true })
    const [account] = (await wallet.request({ method: 'eth_accounts' })) as string[]
    const getAssets = () => wallet.request({ method: 'wallet_getAssets', params: [{ account }] })
    expect(await codeOf(getAssets())).toBe(4200)

    wallet.setAssets({ tokens: [token] })
    expect(await getAssets()).toEqual({
      '0x7a69': [
        {
          address: token,
          balance: `0x${TEST_TOKEN_GRANT.toString(16)}`,
          type: 'erc20',
          metadata: { decimals: 6, symbol: 'TST', name: 'Test Token' },
        },
      ],
    })
    wallet.setAssets({ answer: 'not assets' })
    expect(await getAssets()).toBe('not assets')
    wallet.revoke()
    expect(await codeOf(getAssets())).toBe(4100)
  })

  it('throws when created without keys or without an RPC URL for the initial chain', () => {
    expect(() => createEvmTestWallet({ rpcUrls: { 1: 'http://x' }, chainId: 1 })).toThrow(/private key/)
    expect(() =>
      createEvmTestWallet({ privateKey: a.accounts[0]!.privateKey, rpcUrls: {}, chainId: 1 }),
    ).toThrow(/No RPC URL/)
  })
})
