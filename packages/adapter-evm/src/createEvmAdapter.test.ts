import {
  ChainNotSupportedError,
  type Connector,
  defineNetwork,
  HttpRequestError,
  InvalidAddressError,
  MethodNotSupportedError,
  type Network,
  RpcRequestError,
  SchemaValidationError,
  TimeoutError,
  TipAboveFeeCapError,
  UserRejectedRequestError,
} from '@walletport/core'
import {
  announceEvmTestWallet,
  createEvmTestWallet,
  type EvmIndexer,
  evmRpc,
  startEvmIndexer,
} from '@walletport/devnet'
import { BrowserProvider, hashMessage, Wallet } from 'ethers'
import { createEvmAdapter } from './createEvmAdapter.js'
import { type EvmFixture, localNetwork, planEvmFixture } from './testing/startEvmFixture.js'
import { approvedHashAccountCreationCode, deploy, testTokenCreationCode } from './testing/testContracts.js'
import type { EvmAdapterOptions, EvmTypedData } from './types.js'

const plan = planEvmFixture()
const [networkA, networkB] = plan.networks
const TEST_WALLET = 'dev.walletport.testwallet'
let fixture: EvmFixture
let indexer: EvmIndexer

beforeAll(async () => {
  fixture = await plan.start()
  indexer = await startEvmIndexer({ chains: fixture.nodes })
}, 30_000)

afterAll(async () => {
  await indexer?.stop()
  await fixture?.stop()
})

const rpcUrls = () => ({ 31337: fixture.nodes[0].rpcUrl, 31338: fixture.nodes[1].rpcUrl })

/** A fresh wallet (account `index` of the devnet) announced into a fresh EventTarget, and an adapter on it. */
async function setup({
  index = 1,
  chainId = 31337,
  walletRpcUrls = rpcUrls(),
  eip5792 = true,
  authorized = false,
  options = {},
}: {
  index?: number
  chainId?: number
  walletRpcUrls?: Record<number, string>
  eip5792?: boolean
  authorized?: boolean
  options?: Partial<EvmAdapterOptions>
} = {}) {
  const wallet = createEvmTestWallet({
    accounts: [fixture.nodes[0].accounts[index]!],
    rpcUrls: walletRpcUrls,
    chainId,
    eip5792,
    authorized,
  })
  const window = new EventTarget()
  announceEvmTestWallet(wallet, { window })
  const adapter = createEvmAdapter({ networks: plan.networks, window, ...options })
  await adapter.init({ endpoints: {} })
  return { wallet, adapter, window, address: wallet.addresses[0]! }
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
}

describe('connector discovery', () => {
  it('lists a wallet announced over EIP-6963 after init and emits connectorsChanged', async () => {
    const window = new EventTarget()
    const adapter = createEvmAdapter({ networks: plan.networks, window })
    await adapter.init({ endpoints: {} })
    expect(adapter.getConnectors()).toEqual([])
    const seen: (readonly Connector[])[] = []
    adapter.on('connectorsChanged', (connectors) => seen.push(connectors))
    const wallet = createEvmTestWallet({
      accounts: fixture.nodes[0].accounts.slice(0, 1),
      rpcUrls: rpcUrls(),
      chainId: 31337,
    })
    announceEvmTestWallet(wallet, {
      window,
      name: 'Trust Wallet',
      rdns: 'com.trustwallet.app',
      uuid: 'u-1',
      icon: 'data:image/svg+xml,x',
    })
    expect(seen).toHaveLength(1)
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'com.trustwallet.app',
        name: 'Trust',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: 'data:image/svg+xml,x',
        info: { rdns: 'com.trustwallet.app', uuid: 'u-1' },
        installed: true,
        provider: wallet,
      },
    ])
  })

  it('ignores malformed announcements and repeated announcements of the same provider', async () => {
    const { adapter, window } = await setup()
    const before = adapter.getConnectors()
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 'x' } } }))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(adapter.getConnectors()).toBe(before)
    expect(before.map((connector) => connector.id)).toEqual([TEST_WALLET])
  })

  it("offers the legacy window.ethereum as 'Browser Wallet' (INJECTED), unless that provider was announced", async () => {
    const wallet = createEvmTestWallet({
      accounts: fixture.nodes[0].accounts.slice(0, 1),
      rpcUrls: rpcUrls(),
      chainId: 31337,
    })
    const legacy = Object.assign(new EventTarget(), { ethereum: wallet })
    const adapter = createEvmAdapter({ networks: plan.networks, window: legacy })
    await adapter.init({ endpoints: {} })
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'injected',
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        installed: true,
        provider: wallet,
      },
    ])
    announceEvmTestWallet(wallet, { window: legacy })
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([TEST_WALLET])
  })

  it('adds the connectors of an extra source and refreshes when the source changes', async () => {
    let listed: Connector[] = []
    let notify = () => {}
    const adapter = createEvmAdapter({
      networks: plan.networks,
      window: new EventTarget(),
      connectors: [
        {
          getConnectors: () => listed,
          watch: (onChange) => {
            notify = onChange
            return () => {}
          },
        },
      ],
    })
    await adapter.init({ endpoints: {} })
    listed = [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }]
    notify()
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual(['walletConnect'])
  })
})

describe('connect, reconnect, disconnect', () => {
  it('connect rejected in the wallet fails with UserRejectedRequestError', async () => {
    const { adapter, wallet } = await setup()
    wallet.setBehavior('reject')
    const error = await rejectionOf(adapter.connect({ connectorId: TEST_WALLET, network: networkA }))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('connect to an unknown connector id fails with UnknownWalletError', async () => {
    const { adapter } = await setup()
    await expect(adapter.connect({ connectorId: 'nope', network: networkA })).rejects.toThrow(
      'Unknown wallet nope',
    )
  })

  it('connect returns EIP-55 checksummed accounts although the wallet sends them lower-cased', async () => {
    const { adapter, address } = await setup()
    const connection = await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    expect(connection.accounts).toEqual([{ address, type: 'eoa' }])
    expect(adapter.getAccounts()).toEqual(connection.accounts)
  })

  it('connect moves a wallet on another chain to the requested network', async () => {
    const { adapter, wallet } = await setup({ chainId: 31338 })
    const connection = await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    expect(connection.caipNetworkId).toBe('eip155:31337')
    expect(wallet.chainId).toBe(31337)
  })

  it("connect returns the wallet's own chain when the wallet refuses to switch", async () => {
    const { adapter, wallet } = await setup({ chainId: 31338 })
    wallet.setBehavior('reject', 'wallet_switchEthereumChain')
    const connection = await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    expect(connection.caipNetworkId).toBe('eip155:31338')
  })

  it('reconnect without a prior authorisation returns null and opens no prompt', async () => {
    const { adapter, wallet } = await setup()
    wallet.setBehavior('stall')
    expect(await adapter.reconnect({ connectorId: TEST_WALLET, network: networkA })).toBeNull()
    expect(wallet.pendingCount).toBe(0)
  })

  it('reconnect restores an authorised wallet on its current chain', async () => {
    const { adapter, address } = await setup({ authorized: true, chainId: 31338 })
    const connection = await adapter.reconnect({ connectorId: TEST_WALLET, network: networkA })
    expect(connection).toEqual({
      connectorId: TEST_WALLET,
      accounts: [{ address, type: 'eoa' }],
      caipNetworkId: 'eip155:31338',
    })
  })

  it('follows accountsChanged, chainChanged and disconnect, and stops listening once disconnected', async () => {
    const wallet = createEvmTestWallet({
      accounts: fixture.nodes[0].accounts.slice(1, 3),
      rpcUrls: rpcUrls(),
      chainId: 31337,
    })
    const window = new EventTarget()
    announceEvmTestWallet(wallet, { window })
    const adapter = createEvmAdapter({ networks: plan.networks, window })
    await adapter.init({ endpoints: {} })
    const events: string[] = []
    adapter.on('accountsChanged', (accounts) =>
      events.push(`accounts:${accounts.map((a) => a.address).join(',')}`),
    )
    adapter.on('networkChanged', (id) => events.push(`network:${id}`))
    adapter.on('disconnected', () => events.push('disconnected'))
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const second = wallet.addresses[1]!
    wallet.selectAccount(second)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    wallet.disconnect()
    expect(events).toEqual([
      `accounts:${second},${wallet.addresses[1]}`,
      'network:eip155:31338',
      'disconnected',
    ])
    expect(adapter.getProvider()).toBeUndefined()
    wallet.reconnect()
    wallet.selectAccount(wallet.addresses[1]!)
    expect(events).toHaveLength(3)
  })

  it('disconnect revokes the permission and clears the state', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    await adapter.disconnect()
    expect(wallet.isAuthorized).toBe(false)
    expect(adapter.getProvider()).toBeUndefined()
    expect(adapter.getAccounts()).toEqual([])
  })

  it('disconnect clears the state even when the wallet cannot revoke permissions', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    wallet.disconnect()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA }).catch(() => undefined)
    await expect(adapter.disconnect()).resolves.toBeUndefined()
    expect(adapter.getProvider()).toBeUndefined()
  })
})

describe('switchNetwork', () => {
  it('asks the wallet to add a chain it does not know (4902), then switches to it', async () => {
    const { adapter, wallet } = await setup({ walletRpcUrls: { 31337: fixture.nodes[0].rpcUrl } })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const changes: string[] = []
    adapter.on('networkChanged', (id) => changes.push(id))
    await adapter.switchNetwork({ network: networkB })
    expect(wallet.chainId).toBe(31338)
    expect(changes).toEqual(['eip155:31338'])
  })

  it("fails with 'Chain is not supported' when the wallet cannot add the chain", async () => {
    const wsOnly = defineNetwork({
      ...networkB,
      rpcUrls: { default: { http: [], webSocket: [fixture.nodes[1].rpcUrl.replace('http', 'ws')] } },
    })
    const wallet = createEvmTestWallet({
      accounts: [fixture.nodes[0].accounts[1]!],
      rpcUrls: { 31337: fixture.nodes[0].rpcUrl },
      chainId: 31337,
    })
    const window = new EventTarget()
    announceEvmTestWallet(wallet, { window })
    const onlyA = createEvmAdapter({ networks: [networkA, wsOnly], window })
    await onlyA.init({ endpoints: {} })
    await onlyA.connect({ connectorId: TEST_WALLET, network: networkA })
    const error = await rejectionOf(onlyA.switchNetwork({ network: wsOnly }))
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as Error).message).toBe('Chain is not supported')
    expect(wallet.chainId).toBe(31337)
  })

  it("fails with 'Chain is not supported' for a network the adapter was not configured with", async () => {
    const { adapter } = await setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const stranger = localNetwork(999, fixture.nodes[1].rpcUrl)
    await expect(adapter.switchNetwork({ network: stranger })).rejects.toThrow('Chain is not supported')
  })

  it('keeps a rejected switch a user rejection', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    wallet.setBehavior('reject')
    expect(await rejectionOf(adapter.switchNetwork({ network: networkB }))).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('needs a connected wallet', async () => {
    const { adapter } = await setup()
    await expect(adapter.switchNetwork({ network: networkB })).rejects.toThrow('No wallet is connected')
  })
})

describe('transactions', () => {
  it('sends with EIP-1559 fees (the chain has a base fee) and a gas estimate', async () => {
    const { adapter } = await setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const { hash } = await adapter.sendTransaction({
      network: networkA,
      to: fixture.nodes[0].accounts[7]!.address,
      value: 1n,
    })
    const receipt = await adapter.waitForTransaction({ hash, network: networkA })
    const tx = await evmRpc<{ type: string; maxFeePerGas: string; gas: string }>(
      fixture.nodes[0].rpcUrl,
      'eth_getTransactionByHash',
      [hash],
    )
    expect(tx.type).toBe('0x2')
    expect(BigInt(tx.gas)).toBe(21_000n)
    expect(receipt).toMatchObject({ hash, status: 'success' })
  })

  it('refuses a preset tip above the fee cap with the spec text', async () => {
    const { adapter } = await setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const error = await rejectionOf(
      adapter.sendTransaction({
        network: networkA,
        to: fixture.nodes[0].accounts[7]!.address,
        value: 1n,
        request: { maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 2_000_000_000n },
      }),
    )
    expect(error).toBeInstanceOf(TipAboveFeeCapError)
    expect((error as Error).message).toBe('`maxFeePerGas` cannot be less than the `maxPriorityFeePerGas`')
  })

  it('maps a rejected transaction to UserRejectedRequestError', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    wallet.setBehavior('reject')
    const error = await rejectionOf(
      adapter.sendTransaction({ network: networkA, to: fixture.nodes[0].accounts[7]!.address, value: 1n }),
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('switches the wallet to the network of the transaction first', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const { hash } = await adapter.sendTransaction({
      network: networkB,
      to: fixture.nodes[0].accounts[7]!.address,
      value: 1n,
    })
    expect(wallet.chainId).toBe(31338)
    expect((await adapter.waitForTransaction({ hash, network: networkB })).status).toBe('success')
  })

  it("gives up waiting for a receipt after timeoutMs with 'The request took too long to respond.'", async () => {
    const { adapter } = await setup({ options: { receipt: { timeoutMs: 300 } } })
    const started = Date.now()
    const error = await rejectionOf(
      adapter.waitForTransaction({ hash: `0x${'ab'.repeat(32)}`, network: networkA }),
    )
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as Error).message).toBe('The request took too long to respond.')
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('waits for the configured number of confirmations', async () => {
    const { adapter } = await setup({ options: { receipt: { confirmations: 3, timeoutMs: 400 } } })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const { hash } = await adapter.sendTransaction({
      network: networkA,
      to: fixture.nodes[0].accounts[7]!.address,
      value: 1n,
    })
    expect(await rejectionOf(adapter.waitForTransaction({ hash, network: networkA }))).toBeInstanceOf(
      TimeoutError,
    )
    await evmRpc(fixture.nodes[0].rpcUrl, 'anvil_mine', ['0x2'])
    expect((await adapter.waitForTransaction({ hash, network: networkA })).status).toBe('success')
  })

  it("maps an unreachable node to 'HTTP request failed.'", async () => {
    const dead = localNetwork(31337, 'http://127.0.0.1:9')
    const adapter = createEvmAdapter({ networks: [dead], window: new EventTarget() })
    const error = await rejectionOf(
      adapter.getBalance({ address: fixture.nodes[0].accounts[0]!.address, network: dead }),
    )
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as Error).message).toBe('HTTP request failed.')
  })

  it('retries a failing receipt request up to `retries` times, then surfaces the error', async () => {
    const dead = localNetwork(31337, 'http://127.0.0.1:9')
    const adapter = createEvmAdapter({ networks: [dead], receipt: { retries: 1, timeoutMs: 5_000 } })
    const error = await rejectionOf(
      adapter.waitForTransaction({ hash: `0x${'ab'.repeat(32)}`, network: dead }),
    )
    expect(error).toBeInstanceOf(HttpRequestError)
  })

  it('reads balances through the hosted RPC proxy URL when `rpc.url` is set', async () => {
    const adapter = createEvmAdapter({
      networks: plan.networks,
      rpc: { url: 'http://127.0.0.1:9', projectId: 'p1' },
    })
    const error = await rejectionOf(
      adapter.getBalance({ address: fixture.nodes[0].accounts[0]!.address, network: networkA }),
    )
    expect((error as HttpRequestError).url).toBe('http://127.0.0.1:9/v1/?chainId=eip155%3A31337&projectId=p1')
  })

  it("formats balances with the network's decimals and symbol", async () => {
    const { adapter, address } = await setup()
    const sixDecimals = defineNetwork({
      ...networkA,
      nativeCurrency: { name: 'Six', symbol: 'SIX', decimals: 6 },
    })
    const balance = await adapter.getBalance({ address, network: sixDecimals })
    expect(balance.symbol).toBe('SIX')
    expect(balance.decimals).toBe(6)
    const whole = balance.value / 1_000_000n
    expect(balance.formatted.startsWith(`${whole}.`) || balance.formatted === `${whole}`).toBe(true)
  })
})

describe('address validation', () => {
  it.each([
    ['0x123', 'expected 0x followed by 40 hex characters'],
    ['f39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'expected 0x followed by 40 hex characters'],
    ['0xz39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'expected 0x followed by 40 hex characters'],
    ['0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'mixed-case address with an invalid EIP-55 checksum'],
  ])('refuses %p, naming the rule: %s', (address, rule) => {
    const adapter = createEvmAdapter({ networks: plan.networks })
    expect(() => adapter.validateAddress({ address, network: networkA })).toThrow(InvalidAddressError)
    expect(() => adapter.validateAddress({ address, network: networkA })).toThrow(
      `Invalid address "${address}": ${rule}`,
    )
  })

  it('accepts checksummed, all-lower and all-upper addresses', () => {
    const adapter = createEvmAdapter({ networks: plan.networks })
    for (const address of [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266',
    ]) {
      expect(() => adapter.validateAddress({ address, network: networkA })).not.toThrow()
    }
  })
})

describe('tokens and contracts', () => {
  let token: string
  const deployer = () => fixture.nodes[0].accounts[9]!.address

  beforeAll(async () => {
    token = await deploy(fixture.nodes[0].rpcUrl, deployer(), testTokenCreationCode(5_000_000n))
  })

  it('reads ERC-20 balance, symbol, name and decimals of a configured token from the contract', async () => {
    const { adapter } = await setup({
      options: { tokens: { [networkA.caipNetworkId]: [{ address: token }] } },
    })
    expect(await adapter.getTokenBalances({ address: deployer(), network: networkA })).toEqual([
      {
        name: 'Test Token',
        symbol: 'TST',
        chainId: 'eip155:31337',
        address: token,
        price: 0,
        quantity: { decimals: 6, numeric: '5' },
      },
    ])
  })

  it('prefers the configured symbol, name, decimals and icon, and lists nothing for a network without tokens', async () => {
    const { adapter } = await setup({
      options: {
        tokens: {
          [networkA.caipNetworkId]: [
            { address: token, symbol: 'T', name: 'Mine', decimals: 3, iconUrl: 'https://x/t.png' },
          ],
        },
      },
    })
    const [balance] = await adapter.getTokenBalances({ address: deployer(), network: networkA })
    expect(balance).toMatchObject({
      symbol: 'T',
      name: 'Mine',
      quantity: { decimals: 3, numeric: '5000' },
      iconUrl: 'https://x/t.png',
    })
    expect(await adapter.getTokenBalances({ address: deployer(), network: networkB })).toEqual([])
  })

  it('writeContract encodes the call from the ABI and sends it through the wallet', async () => {
    const { adapter, address, wallet } = await setup({
      index: 9,
      options: { tokens: { [networkA.caipNetworkId]: [{ address: token }] } },
    })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const recipient = Wallet.createRandom().address
    const { hash } = await adapter.writeContract({
      network: networkA,
      address: token,
      abi: ['function transfer(address to, uint256 amount) returns (bool)'],
      functionName: 'transfer',
      args: [recipient, 1_500_000n],
    })
    expect((await adapter.waitForTransaction({ hash, network: networkA })).status).toBe('success')
    const [balance] = await adapter.getTokenBalances({ address: recipient, network: networkA })
    expect(balance?.quantity.numeric).toBe('1.5')
    expect(address).toBe(wallet.addresses[0])
  })

  it("maps a node's JSON-RPC error (the gas estimate of a reverting call) to 'RPC Request failed.'", async () => {
    const { adapter } = await setup({ index: 2 })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const error = await rejectionOf(
      adapter.writeContract({
        network: networkA,
        address: token,
        abi: ['function transfer(address to, uint256 amount) returns (bool)'],
        functionName: 'transfer',
        args: [deployer(), 1n],
      }),
    )
    expect(error).toBeInstanceOf(RpcRequestError)
    expect((error as Error).message).toBe('RPC Request failed.')
    expect((error as RpcRequestError).details).toContain('eth_estimateGas')
  })

  it('verifyMessage asks an ERC-1271 contract account when the signature is not an EOA one', async () => {
    const message = 'approved by the account'
    const account = await deploy(
      fixture.nodes[0].rpcUrl,
      deployer(),
      approvedHashAccountCreationCode(hashMessage(message)),
    )
    const adapter = createEvmAdapter({ networks: plan.networks })
    expect(
      await adapter.verifyMessage({ message, signature: '0x', address: account, network: networkA }),
    ).toBe(true)
    expect(
      await adapter.verifyMessage({ message: 'other', signature: '0x', address: account, network: networkA }),
    ).toBe(false)
  })

  it('verifyMessage is false for a malformed signature of an EOA', async () => {
    const adapter = createEvmAdapter({ networks: plan.networks })
    const address = fixture.nodes[0].accounts[0]!.address
    expect(
      await adapter.verifyMessage({ message: 'm', signature: '0x1234', address, network: networkA }),
    ).toBe(false)
  })
})

describe('typed data', () => {
  const typedData: EvmTypedData = {
    domain: { name: 'WalletPort', version: '1', chainId: 31337 },
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'balance', type: 'uint256' },
      ],
    },
    primaryType: 'Person',
    message: { name: 'Alice', balance: 10n ** 20n },
  }

  it('signTypedData signs with eth_signTypedData_v4 and verifyTypedData accepts it, refusing another message', async () => {
    const { adapter, address } = await setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const signature = await adapter.signTypedData({ typedData })
    expect(await adapter.verifyTypedData({ typedData, signature, address, network: networkA })).toBe(true)
    const altered = { ...typedData, message: { name: 'Mallory', balance: 1n } }
    expect(await adapter.verifyTypedData({ typedData: altered, signature, address, network: networkA })).toBe(
      false,
    )
  })

  it('signTypedData rejected in the wallet fails with UserRejectedRequestError', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    wallet.setBehavior('reject')
    expect(await rejectionOf(adapter.signTypedData({ typedData }))).toBeInstanceOf(UserRejectedRequestError)
  })
})

describe('EIP-5792 calls', () => {
  it('sendCalls sends a batch, getCallsStatus reports it confirmed, getCapabilities lists the chains', async () => {
    const { adapter } = await setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const to = Wallet.createRandom().address
    const { id } = await adapter.sendCalls({
      network: networkA,
      calls: [
        { to, value: 2n },
        { to, value: 3n, data: '0x' },
      ],
    })
    let status = await adapter.getCallsStatus({ id })
    for (let i = 0; i < 40 && status.status === 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      status = await adapter.getCallsStatus({ id })
    }
    expect(status.status).toBe(200)
    expect((await adapter.getBalance({ address: to, network: networkA })).value).toBe(5n)
    expect(await adapter.getCapabilities()).toHaveProperty(['0x7a69', 'atomic', 'status'], 'unsupported')
  })

  it('refuses calls whose to or data do not begin with 0x', async () => {
    const { adapter } = await setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    for (const call of [
      { to: 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266' },
      { to: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', data: 'abcd' },
    ]) {
      expect(await rejectionOf(adapter.sendCalls({ network: networkA, calls: [call] }))).toBeInstanceOf(
        SchemaValidationError,
      )
    }
  })

  it('throws MethodNotSupportedError when the wallet lacks EIP-5792 (4200)', async () => {
    const { adapter } = await setup({ eip5792: false })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const to = Wallet.createRandom().address
    expect(await rejectionOf(adapter.sendCalls({ network: networkA, calls: [{ to }] }))).toBeInstanceOf(
      MethodNotSupportedError,
    )
    expect(await rejectionOf(adapter.getCallsStatus({ id: '0x01' }))).toBeInstanceOf(MethodNotSupportedError)
    expect(await rejectionOf(adapter.getCapabilities())).toBeInstanceOf(MethodNotSupportedError)
  })
})

describe('identity', () => {
  it('answers no name and no avatar on a testnet without asking any node', async () => {
    const dead = localNetwork(31337, 'http://127.0.0.1:9')
    const adapter = createEvmAdapter({ networks: [dead] })
    const address = fixture.nodes[0].accounts[0]!.address
    expect(await adapter.getIdentity({ address, network: dead })).toEqual({ name: null, avatar: null })
  })

  it('answers no name on a chain without the ENS registry, and caches the answer', async () => {
    const mainnetLike: Network = localNetwork(1, fixture.nodes[0].rpcUrl, { testnet: false })
    let calls = 0
    const counting = createEvmAdapter({ networks: [mainnetLike], requestTimeoutMs: 2_000 })
    const realFetch = globalThis.fetch
    globalThis.fetch = (...args: Parameters<typeof fetch>) => {
      calls++
      return realFetch(...args)
    }
    try {
      const address = fixture.nodes[0].accounts[0]!.address
      expect(await counting.getIdentity({ address, network: mainnetLike })).toEqual({
        name: null,
        avatar: null,
      })
      expect(await counting.getIdentity({ address, network: mainnetLike })).toEqual({
        name: null,
        avatar: null,
      })
      expect(calls).toBe(1)
    } finally {
      globalThis.fetch = realFetch
    }
  })
})

describe('history', () => {
  it('pages through the devnet indexer newest first, with direction, quantity and a page cursor', async () => {
    const { adapter, address } = await setup({
      index: 4,
      options: { historyApiUrl: indexer.apiUrl, historyPageSize: 2 },
    })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const hashes: string[] = []
    for (const value of [1n, 2n, 3n]) {
      const { hash } = await adapter.sendTransaction({
        network: networkA,
        to: fixture.nodes[0].accounts[8]!.address,
        value: value * 10n ** 15n,
      })
      await adapter.waitForTransaction({ hash, network: networkA })
      hashes.unshift(hash)
    }
    const first = await adapter.getHistory!({ address, network: networkA })
    expect(first.next).toBe('2')
    expect(first.data.map((entry) => entry.id)).toEqual(hashes.slice(0, 2))
    expect(first.data[0]).toMatchObject({
      metadata: { chain: 'eip155:31337', status: 'confirmed', operationType: 'send' },
      transfers: [{ direction: 'out', quantity: { numeric: '0.003' } }],
    })
    expect(Number.isNaN(Date.parse(first.data[0]!.metadata.minedAt))).toBe(false)
    const second = await adapter.getHistory!({ address, network: networkA, cursor: first.next })
    expect(second.data.map((entry) => entry.id)).toEqual(hashes.slice(2))
    expect(second.next).toBeUndefined()
    const received = await adapter.getHistory!({
      address: fixture.nodes[0].accounts[8]!.address,
      network: networkA,
    })
    expect(received.data[0]?.transfers[0]?.direction).toBe('in')
  })

  it('has no getHistory when no history API is configured', async () => {
    expect(createEvmAdapter({ networks: plan.networks }).getHistory).toBeUndefined()
  })

  it("maps an unreachable history API to 'HTTP request failed.'", async () => {
    const adapter = createEvmAdapter({ networks: plan.networks, historyApiUrl: 'http://127.0.0.1:9/api' })
    const error = await rejectionOf(
      adapter.getHistory!({ address: fixture.nodes[0].accounts[0]!.address, network: networkA }),
    )
    expect(error).toBeInstanceOf(HttpRequestError)
  })
})

describe('the exposed provider', () => {
  it('works unchanged with ethers BrowserProvider: balance read and a transfer signed by the wallet', async () => {
    const { adapter, address } = await setup({ index: 6 })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const browser = new BrowserProvider(adapter.getProvider()!)
    expect(await browser.getBalance(address)).toBe(
      (await adapter.getBalance({ address, network: networkA })).value,
    )
    const signer = await browser.getSigner(address)
    const to = Wallet.createRandom().address
    const response = await signer.sendTransaction({ to, value: 7n })
    await response.wait()
    expect((await adapter.getBalance({ address: to, network: networkA })).value).toBe(7n)
  })
})
