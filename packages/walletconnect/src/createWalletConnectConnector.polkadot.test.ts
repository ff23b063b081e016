import { createEvmAdapter } from '@walletport/adapter-evm'
import { createPolkadotAdapter, type PolkadotAdapter } from '@walletport/adapter-polkadot'
import { type Network, UserRejectedRequestError } from '@walletport/core'
import { localPolkadot } from '@walletport/core/networks'
import { eventually } from '@walletport/core/testing'
import {
  createWalletConnectTestWallet,
  type EvmNode,
  type PolkadotDevnet,
  startEvmNode,
  startPolkadotDevnet,
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

jest.setTimeout(60_000)

const wait = { timeoutMs: 15_000, intervalMs: 20 }
/** A fresh account on the devnet chain (SS58 prefix 2). */
const stranger = 'E7q43pysXWv2CarPQbTKi8tzuC4rkRnECXJG9f9efwyNUSK'

let relay: WalletConnectRelay
let node: EvmNode
let polkadot: PolkadotDevnet
let evmNetwork: Network
let wallet: WalletConnectTestWallet

/** A dapp whose EVM and Polkadot adapters both list the one WalletConnect connector. */
function createDapp(
  parameters: Omit<CreateTestDappParameters, 'networks' | 'relayUrl' | 'adapters'> = {},
): TestDapp {
  return createTestDapp({
    ...parameters,
    networks: [evmNetwork, localPolkadot],
    relayUrl: relay.url,
    adapters: (walletConnect) => [
      createEvmAdapter({ networks: [evmNetwork], connectors: [walletConnect.forNamespace('eip155')] }),
      createPolkadotAdapter({
        networks: [localPolkadot],
        window: {},
        rpcUrls: { [localPolkadot.caipNetworkId]: polkadot.wsUrl },
        connectors: [walletConnect.forNamespace('polkadot')],
        discoveryMs: 0,
      }),
    ],
  })
}

const polkadotChain = (dapp: TestDapp) => dapp.client.getState().chains.polkadot
const polkadotAdapter = (dapp: TestDapp) => dapp.client.getAdapter('polkadot') as PolkadotAdapter
/** The wallet's //Alice as the chain shows it (prefix 2); the session carries it in generic SS58. */
const chainAddress = () => 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'

beforeAll(async () => {
  ;[relay, node, polkadot] = await Promise.all([
    startWalletConnectRelay(),
    startEvmNode({ chainId: 31337 }),
    startPolkadotDevnet(),
  ])
  evmNetwork = testEvmNetwork(node.rpcUrl)
}, 120_000)

afterAll(async () => {
  await Promise.allSettled([relay?.stop(), node?.stop(), polkadot?.stop()])
}, 30_000)

beforeEach(async () => {
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    evm: { privateKey: node.accounts[1]!.privateKey, rpcUrls: { 31337: node.rpcUrl } },
    polkadot: { genesisHashes: [polkadot.genesisHash] },
  })
})

afterEach(async () => {
  await closeTestDapps()
  await wallet.stop()
})

describe('one WalletConnect session for the EVM and Polkadot adapters over the local relay', () => {
  it('connects polkadot from the same pairing, its account shown in the chain prefix', async () => {
    const dapp = createDapp()
    await connectThroughWallet(dapp, wallet)
    expect(polkadotChain(dapp)?.accountState).toMatchObject({ status: 'connected', address: chainAddress() })
    expect(polkadotChain(dapp)?.accountState.connectedWalletInfo?.type).toBe('WALLET_CONNECT')
    expect(wallet.sessions[0]?.namespaces.polkadot?.accounts).toEqual([
      `${localPolkadot.caipNetworkId}:${wallet.polkadotAddress}`,
    ])
    expect(wallet.sessions[0]?.optionalNamespaces.polkadot?.methods).toEqual(
      expect.arrayContaining(['polkadot_signTransaction', 'polkadot_signMessage']),
    )
  })

  it('signs a message through polkadot_signMessage that the adapter verifies', async () => {
    const dapp = createDapp()
    await connectThroughWallet(dapp, wallet)
    const adapter = polkadotAdapter(dapp)
    const address = chainAddress()
    const signature = await adapter.signMessage({
      message: 'hello polkadot',
      address,
      network: localPolkadot,
    })
    expect(
      await adapter.verifyMessage({ message: 'hello polkadot', signature, address, network: localPolkadot }),
    ).toBe(true)
    expect(
      await adapter.verifyMessage({ message: 'other', signature, address, network: localPolkadot }),
    ).toBe(false)
    expect(wallet.requests.map((request) => request.method)).toContain('polkadot_signMessage')
  })

  it('sends a transfer signed through polkadot_signTransaction that the chain includes and finalizes', async () => {
    const dapp = createDapp()
    await connectThroughWallet(dapp, wallet)
    const adapter = polkadotAdapter(dapp)
    const { hash } = await adapter.sendTransaction({
      network: localPolkadot,
      to: stranger,
      value: 10n ** 12n,
    })
    const receipt = await adapter.waitForTransaction({ hash, network: localPolkadot })
    expect(receipt).toMatchObject({ hash, status: 'success', finalized: true })
    expect(wallet.requests.map((request) => request.method)).toContain('polkadot_signTransaction')
    expect((await adapter.getBalance({ address: stranger, network: localPolkadot })).value).toBe(10n ** 12n)
  })

  it("getSigner signs the app's own api.tx…signAndSend through polkadot_signTransaction; the chain finalizes it", async () => {
    const dapp = createDapp()
    await connectThroughWallet(dapp, wallet)
    const adapter = polkadotAdapter(dapp)
    const api = await adapter.getApi(localPolkadot)
    const tx = api.tx.balances!.transferKeepAlive!(stranger, 10n ** 12n)
    await new Promise<void>((resolve, reject) => {
      tx.signAndSend(chainAddress(), { signer: adapter.getSigner() }, ({ status }) => {
        if (status.isFinalized) resolve()
      }).catch(reject)
    })
    const receipt = await adapter.waitForTransaction({ hash: tx.hash.toHex(), network: localPolkadot })
    expect(receipt).toMatchObject({ status: 'success', finalized: true })
    expect(wallet.requests.map((request) => request.method)).toContain('polkadot_signTransaction')
  })

  it('fails with a user rejection when the wallet refuses to sign', async () => {
    const dapp = createDapp()
    await connectThroughWallet(dapp, wallet)
    wallet.setBehavior('reject')
    const error = await polkadotAdapter(dapp)
      .signMessage({ message: 'no', address: chainAddress(), network: localPolkadot })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('restores polkadot after the app restarts on the same storage, without a new proposal', async () => {
    const second = await reloadAfterConnecting(createDapp, wallet)
    expect(polkadotChain(second)?.accountState).toMatchObject({
      status: 'connected',
      address: chainAddress(),
    })
    expect(wallet.sessions).toHaveLength(1)
  })

  it('resets polkadot when the wallet deletes the session', async () => {
    const dapp = createDapp()
    await connectThroughWallet(dapp, wallet)
    await wallet.disconnect()
    await eventually(() => expect(polkadotChain(dapp)?.accountState.status).toBe('disconnected'), wait)
  })
})
