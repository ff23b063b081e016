import { createBitcoinAdapter } from '@walletport/adapter-bitcoin'
import { createEvmAdapter } from '@walletport/adapter-evm'
import { defineNetwork, type Network, UserRejectedRequestError } from '@walletport/core'
import { localBitcoin } from '@walletport/core/networks'
import { eventually } from '@walletport/core/testing'
import {
  type BitcoinNode,
  createWalletConnectTestWallet,
  type EvmNode,
  startBitcoinNode,
  startEvmNode,
  startWalletConnectRelay,
  type WalletConnectRelay,
  type WalletConnectTestWallet,
} from '@walletport/devnet'
import {
  type CreateTestDappParameters,
  closeTestDapps,
  connectThroughWallet,
  createTestDapp,
  reloadAfterConnecting,
  type TestDapp,
  testEvmNetwork,
} from '../test/createTestDapp.js'

jest.setTimeout(90_000)

const wait = { timeoutMs: 15_000, intervalMs: 20 }

let relay: WalletConnectRelay
let node: EvmNode
let bitcoin: BitcoinNode
let evmNetwork: Network
let bitcoinNetwork: Network
let wallet: WalletConnectTestWallet

type Dapp = TestDapp

/** A dapp whose EVM and Bitcoin adapters both list the one WalletConnect connector. */
function createDapp(
  parameters: Omit<CreateTestDappParameters, 'networks' | 'relayUrl' | 'adapters'> = {},
): Dapp {
  return createTestDapp({
    ...parameters,
    networks: [evmNetwork, bitcoinNetwork],
    relayUrl: relay.url,
    adapters: (walletConnect) => [
      createEvmAdapter({ networks: [evmNetwork], connectors: [walletConnect.forNamespace('eip155')] }),
      createBitcoinAdapter({
        networks: [bitcoinNetwork],
        window: {},
        connectors: [walletConnect.forNamespace('bip122')],
        confirmation: { pollMs: 100 },
      }),
    ],
  })
}

const connectBoth = (dapp: Dapp) => connectThroughWallet(dapp, wallet)

const bitcoinChain = (dapp: Dapp) => dapp.client.getState().chains.bip122

beforeAll(async () => {
  ;[relay, node, bitcoin] = await Promise.all([
    startWalletConnectRelay(),
    startEvmNode({ chainId: 31337 }),
    startBitcoinNode(),
  ])
  evmNetwork = testEvmNetwork(node.rpcUrl)
  bitcoinNetwork = defineNetwork({
    ...localBitcoin,
    rpcUrls: { default: { http: [bitcoin.esploraUrl] } },
    custom: { ...localBitcoin.custom, esploraUrl: bitcoin.esploraUrl },
  })
})

afterAll(async () => {
  await Promise.allSettled([relay?.stop(), node?.stop(), bitcoin?.stop()])
})

beforeEach(async () => {
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    evm: { privateKey: node.accounts[1]!.privateKey, rpcUrls: { 31337: node.rpcUrl } },
    bitcoin: { esploraUrl: bitcoin.esploraUrl },
  })
})

afterEach(async () => {
  await closeTestDapps()
  await wallet.stop()
})

describe('one WalletConnect session for the EVM and Bitcoin adapters over the local relay', () => {
  it('connects bip122 from the same pairing: payment account first, then ordinals', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    const chain = bitcoinChain(dapp)
    expect(chain?.accountState).toMatchObject({ status: 'connected', address: wallet.bitcoinAddress })
    expect(chain?.accountState.connectedWalletInfo?.type).toBe('WALLET_CONNECT')
    expect(chain?.accountState.allAccounts.map((account) => account.purpose)).toEqual(['payment', 'ordinals'])
    expect(wallet.sessions[0]?.namespaces.bip122?.accounts).toEqual([
      `${bitcoinNetwork.caipNetworkId}:${wallet.bitcoinAddress}`,
    ])
  })

  it('signs a BIP-322 message through signMessage that the adapter verifies', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    const adapter = dapp.client.getAdapter('bip122')
    const address = wallet.bitcoinAddress!
    const signature = await adapter.signMessage({
      message: 'hello bitcoin',
      address,
      network: bitcoinNetwork,
    })
    expect(
      await adapter.verifyMessage({ message: 'hello bitcoin', signature, address, network: bitcoinNetwork }),
    ).toBe(true)
    expect(
      await adapter.verifyMessage({ message: 'other', signature, address, network: bitcoinNetwork }),
    ).toBe(false)
  })

  it('sends a payment whose PSBT the wallet signs through signPsbt, confirmed by the node', async () => {
    const address = wallet.bitcoinAddress!
    await bitcoin.fund(address, 1_000_000n)
    await bitcoin.mine(1)
    const dapp = createDapp()
    await connectBoth(dapp)
    const adapter = dapp.client.getAdapter('bip122')
    const { hash } = await adapter.sendTransaction({
      network: bitcoinNetwork,
      to: bitcoin.minerAddress,
      value: 12_345n,
    })
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    await bitcoin.mine(1)
    expect((await adapter.waitForTransaction({ hash, network: bitcoinNetwork })).status).toBe('success')
    expect(wallet.requests.map((request) => request.method)).toContain('signPsbt')
  })

  it('fails with a user rejection when the wallet refuses to sign', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    wallet.setBehavior('reject')
    const error = await dapp.client
      .getAdapter('bip122')
      .signMessage({ message: 'no', address: wallet.bitcoinAddress!, network: bitcoinNetwork })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('restores bip122 after the app restarts on the same storage, without a new proposal', async () => {
    const second = await reloadAfterConnecting(createDapp, wallet)
    expect(bitcoinChain(second)?.accountState).toMatchObject({
      status: 'connected',
      address: wallet.bitcoinAddress,
    })
    expect(wallet.sessions).toHaveLength(1)
  })

  it('resets bip122 when the wallet deletes the session', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    await wallet.disconnect()
    await eventually(() => expect(bitcoinChain(dapp)?.accountState.status).toBe('disconnected'), wait)
  })
})
