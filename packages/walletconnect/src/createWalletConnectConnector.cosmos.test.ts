import { toBech32 } from '@cosmjs/encoding'
import { createCosmosAdapter } from '@walletport/adapter-cosmos'
import { createEvmAdapter } from '@walletport/adapter-evm'
import { defineNetwork, type Network, UserRejectedRequestError } from '@walletport/core'
import { localCosmos } from '@walletport/core/networks'
import { eventually } from '@walletport/core/testing'
import {
  type CosmosDevnet,
  createWalletConnectTestWallet,
  type EvmNode,
  startCosmosDevnet,
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

jest.setTimeout(60_000)

const wait = { timeoutMs: 15_000, intervalMs: 20 }
const stranger = toBech32('cosmos', new Uint8Array(20).fill(0x44))

let relay: WalletConnectRelay
let node: EvmNode
let cosmos: CosmosDevnet
let evmNetwork: Network
let cosmosNetwork: Network
let wallet: WalletConnectTestWallet

type Dapp = TestDapp

/** A dapp whose EVM and Cosmos adapters both list the one WalletConnect connector. */
function createDapp(
  parameters: Omit<CreateTestDappParameters, 'networks' | 'relayUrl' | 'adapters'> = {},
): Dapp {
  return createTestDapp({
    ...parameters,
    networks: [evmNetwork, cosmosNetwork],
    relayUrl: relay.url,
    adapters: (walletConnect) => [
      createEvmAdapter({ networks: [evmNetwork], connectors: [walletConnect.forNamespace('eip155')] }),
      createCosmosAdapter({
        networks: [cosmosNetwork],
        window: new EventTarget(),
        connectors: [walletConnect.forNamespace('cosmos')],
      }),
    ],
  })
}

const connectBoth = (dapp: Dapp) => connectThroughWallet(dapp, wallet)

const cosmosChain = (dapp: Dapp) => dapp.client.getState().chains.cosmos

beforeAll(async () => {
  ;[relay, node, cosmos] = await Promise.all([
    startWalletConnectRelay(),
    startEvmNode({ chainId: 31337 }),
    startCosmosDevnet({ port: 0 }),
  ])
  evmNetwork = testEvmNetwork(node.rpcUrl)
  cosmosNetwork = defineNetwork({ ...localCosmos, rpcUrls: { default: { http: [cosmos.rpcUrl] } } })
})

afterAll(async () => {
  await Promise.allSettled([relay?.stop(), node?.stop(), cosmos?.stop()])
})

beforeEach(async () => {
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    evm: { privateKey: node.accounts[1]!.privateKey, rpcUrls: { 31337: node.rpcUrl } },
    cosmos: {
      chains: [{ chainId: cosmos.chainId, rpcUrl: cosmos.rpcUrl, bech32Prefix: cosmos.bech32Prefix }],
    },
  })
})

afterEach(async () => {
  await closeTestDapps()
  await wallet.stop()
})

describe('one WalletConnect session for the EVM and Cosmos adapters over the local relay', () => {
  it('connects cosmos from the same pairing, the wallet approving its chain and methods', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    expect(cosmosChain(dapp)?.accountState).toMatchObject({
      status: 'connected',
      address: wallet.cosmosAddress,
    })
    expect(cosmosChain(dapp)?.accountState.connectedWalletInfo?.type).toBe('WALLET_CONNECT')
    expect(wallet.sessions).toHaveLength(1)
    expect(wallet.sessions[0]?.namespaces.cosmos?.accounts).toEqual([
      `cosmos:${cosmos.chainId}:${wallet.cosmosAddress}`,
    ])
    expect(wallet.sessions[0]?.optionalNamespaces.cosmos?.methods).toEqual(
      expect.arrayContaining(['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts']),
    )
  })

  it('signs an ADR-36 message through cosmos_signAmino that the adapter verifies', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    const adapter = dapp.client.getAdapter('cosmos')
    const address = wallet.cosmosAddress!
    const signature = await adapter.signMessage({ message: 'hello cosmos', address, network: cosmosNetwork })
    expect(
      await adapter.verifyMessage({ message: 'hello cosmos', signature, address, network: cosmosNetwork }),
    ).toBe(true)
    expect(
      await adapter.verifyMessage({ message: 'other', signature, address, network: cosmosNetwork }),
    ).toBe(false)
    expect(wallet.requests.map((request) => request.method)).toContain('cosmos_signAmino')
  })

  it('sends a transfer signed through cosmos_signDirect that the node includes', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    const adapter = dapp.client.getAdapter('cosmos')
    const { hash } = await adapter.sendTransaction({ network: cosmosNetwork, to: stranger, value: 1234n })
    expect(hash).toMatch(/^[0-9A-F]{64}$/)
    const receipt = await adapter.waitForTransaction({ hash, network: cosmosNetwork })
    expect(receipt.status).toBe('success')
    expect(wallet.requests.map((request) => request.method)).toContain('cosmos_signDirect')
    const balance = await adapter.getBalance({ address: stranger, network: cosmosNetwork })
    expect(balance.value).toBe(1234n)
  })

  it("getSigningClient's SigningStargateClient broadcasts a bank send signed through cosmos_signDirect", async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    const signingClient = await dapp.client.getAdapter('cosmos').getSigningClient()
    const address = wallet.cosmosAddress!
    const before = cosmos.chain.balanceOf(stranger, 'ustake')
    const message = {
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: { fromAddress: address, toAddress: stranger, amount: [{ denom: 'ustake', amount: '55' }] },
    }
    const result = await signingClient.signAndBroadcast(address, [message], 'auto')
    expect(result.code).toBe(0)
    expect(cosmos.chain.balanceOf(stranger, 'ustake')).toBe(before + 55n)
    expect(wallet.requests.map((request) => request.method)).toContain('cosmos_signDirect')
  })

  it('fails with a user rejection when the wallet refuses to sign', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    wallet.setBehavior('reject')
    const adapter = dapp.client.getAdapter('cosmos')
    const error = await adapter
      .signMessage({ message: 'no', address: wallet.cosmosAddress!, network: cosmosNetwork })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('restores cosmos after the app restarts on the same storage, without a new proposal', async () => {
    const second = await reloadAfterConnecting(createDapp, wallet)
    expect(cosmosChain(second)?.accountState).toMatchObject({
      status: 'connected',
      address: wallet.cosmosAddress,
    })
    expect(wallet.sessions).toHaveLength(1)
  })

  it('resets cosmos when the wallet deletes the session', async () => {
    const dapp = createDapp()
    await connectBoth(dapp)
    await wallet.disconnect()
    await eventually(() => expect(cosmosChain(dapp)?.accountState.status).toBe('disconnected'), wait)
    expect(dapp.client.getState().chains.eip155?.accountState.status).toBe('disconnected')
  })
})
