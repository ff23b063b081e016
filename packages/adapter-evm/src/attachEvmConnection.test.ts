import { InvalidWalletResponseError } from '@walletport/core'
import { announceEvmTestWallet, createEvmTestWallet } from '@walletport/devnet'
import { answering, TEST_WALLET, useEvmFixture } from '../test/evmTestSetup.js'
import { createEvmAdapter } from './createEvmAdapter.js'

const env = useEvmFixture()
const [networkA] = env.networks

describe('wallet events of a connection', () => {
  it('follows accountsChanged, chainChanged and disconnect, and stops listening once disconnected', async () => {
    const wallet = createEvmTestWallet({
      accounts: env.fixture.nodes[0].accounts.slice(1, 3),
      rpcUrls: env.rpcUrls(),
      chainId: 31337,
    })
    const window = new EventTarget()
    announceEvmTestWallet(wallet, { window })
    const adapter = createEvmAdapter({ networks: env.networks, window })
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

  it('an empty accountsChanged ends the connection', async () => {
    let fire: (event: string, ...args: unknown[]) => void = () => {}
    const { adapter } = await env.setup({
      wrap: (wallet) => {
        const broken = answering(wallet, {})
        fire = broken.fire
        return broken.provider
      },
    })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const seen: unknown[] = []
    adapter.on('accountsChanged', (accounts) => seen.push(accounts))
    fire('accountsChanged', [])
    expect(seen).toEqual([[]])
    expect(adapter.getProvider()).toBeUndefined()
  })
})

// Issue 15, defect 3: `accountsChanged ['0x<img src=x onerror=alert(1)>']` landed in state.
describe('malformed wallet events are dropped and reported (defect 3)', () => {
  async function connectedToBrokenWallet() {
    let fire: (event: string, ...args: unknown[]) => void = () => {}
    const setup = await env.setup({
      wrap: (wallet) => {
        const broken = answering(wallet, {})
        fire = broken.fire
        return broken.provider
      },
    })
    await setup.adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const events: unknown[] = []
    const errors: Error[] = []
    setup.adapter.on('accountsChanged', (accounts) => events.push(accounts))
    setup.adapter.on('networkChanged', (id) => events.push(id))
    setup.adapter.on('error', (error) => errors.push(error))
    return { ...setup, fire, events, errors }
  }

  it.each([
    ['markup', ['0x<img src=x onerror=alert(1)>']],
    ['hello-not-an-address', ['hello-not-an-address']],
    ['a broken checksum', ['0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266']],
    ['an empty object', [{}]],
    ['null', null],
    ['a string', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
  ])(
    'accountsChanged with %s: accounts kept, nothing thrown into the wallet, an error event',
    async (_, payload) => {
      const { adapter, address, fire, events, errors } = await connectedToBrokenWallet()
      expect(() => fire('accountsChanged', payload)).not.toThrow()
      expect(events).toEqual([])
      expect(adapter.getAccounts()).toEqual([{ address, type: 'eoa' }])
      expect(errors).toHaveLength(1)
      expect(errors[0]).toBeInstanceOf(InvalidWalletResponseError)
      expect(errors[0]?.message).toBe("The wallet's answer to accountsChanged is malformed")
    },
  )

  it.each([['garbage'], [42.5], ['42'], [null]])(
    'chainChanged with %p: no networkChanged, an error event',
    async (chainId) => {
      const { adapter, fire, events, errors } = await connectedToBrokenWallet()
      expect(() => fire('chainChanged', chainId)).not.toThrow()
      expect(events).toEqual([])
      expect(adapter.getProvider()).toBeDefined()
      expect(errors[0]).toBeInstanceOf(InvalidWalletResponseError)
    },
  )
})
