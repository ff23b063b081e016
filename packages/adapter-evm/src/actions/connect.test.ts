import { InvalidWalletResponseError, UserRejectedRequestError } from '@walletport/core'
import { answering, rejectionOf, TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'

const env = useEvmFixture()
const [networkA] = env.networks

describe('connect', () => {
  it('connect rejected in the wallet fails with UserRejectedRequestError', async () => {
    const { adapter, wallet } = await env.setup()
    wallet.setBehavior('reject')
    const error = await rejectionOf(adapter.connect({ connectorId: TEST_WALLET, network: networkA }))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('connect to an unknown connector id fails with UnknownWalletError', async () => {
    const { adapter } = await env.setup()
    await expect(adapter.connect({ connectorId: 'nope', network: networkA })).rejects.toThrow(
      'Unknown wallet nope',
    )
  })

  it('connect returns EIP-55 checksummed accounts although the wallet sends them lower-cased', async () => {
    const { adapter, address } = await env.setup()
    const connection = await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    expect(connection.accounts).toEqual([{ address, type: 'eoa' }])
    expect(adapter.getAccounts()).toEqual(connection.accounts)
  })

  it('connect moves a wallet on another chain to the requested network', async () => {
    const { adapter, wallet } = await env.setup({ chainId: 31338 })
    const connection = await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    expect(connection.caipNetworkId).toBe('eip155:31337')
    expect(wallet.chainId).toBe(31337)
  })

  it("connect returns the wallet's own chain when the wallet refuses to switch", async () => {
    const { adapter, wallet } = await env.setup({ chainId: 31338 })
    wallet.setBehavior('reject', 'wallet_switchEthereumChain')
    const connection = await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    expect(connection.caipNetworkId).toBe('eip155:31338')
  })
})

// Issue 15, defect 3: the EVM adapter accepted any string as an account.
describe('connect refuses what is no account (defect 3)', () => {
  it.each([
    ['hello-not-an-address', ['hello-not-an-address']],
    ['markup', ['0x<img src=x onerror=alert(1)>']],
    ['a broken EIP-55 checksum', ['0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266']],
    ['an address too short by two characters', ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb922']],
    ['no list at all', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
    ['an object in the list', [{ address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' }]],
  ])('refuses eth_requestAccounts answering %s, and stays disconnected', async (_, accounts) => {
    const { adapter } = await env.setup({
      wrap: (wallet) => answering(wallet, { eth_requestAccounts: accounts }).provider,
    })
    const error = await rejectionOf(adapter.connect({ connectorId: TEST_WALLET, network: networkA }))
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect((error as Error).message).toBe("The wallet's answer to eth_requestAccounts is malformed")
    expect((error as InvalidWalletResponseError).details).toMatch(/^Expected: .+\nReceived: .+/)
    expect(adapter.getProvider()).toBeUndefined()
    expect(adapter.getAccounts()).toEqual([])
  })

  it.each([['garbage'], [1.5], [null]])('refuses eth_chainId answering %p', async (chainId) => {
    const { adapter } = await env.setup({
      wrap: (wallet) => answering(wallet, { eth_chainId: chainId }).provider,
    })
    const error = await rejectionOf(adapter.connect({ connectorId: TEST_WALLET, network: networkA }))
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect(adapter.getProvider()).toBeUndefined()
  })
})
