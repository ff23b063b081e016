import { createEvmAdapter, getCapabilities, sendCalls, waitForCallsStatus } from '@walletport/adapter-evm'
import {
  ConnectionCancelledError,
  createMemoryStorageBackend,
  createStorage,
  type Network,
  UserRejectedRequestError,
} from '@walletport/core'
import { eventually } from '@walletport/core/testing'
import {
  createWalletConnectTestWallet,
  type EvmNode,
  evmRpc,
  startEvmNode,
  startWalletConnectRelay,
  type WalletConnectRelay,
  type WalletConnectTestWallet,
} from '@walletport/devnet'
import { verifyMessage } from 'ethers'
import { createMemoryKeyValueStorage } from '../test/createMemoryKeyValueStorage.js'
import {
  type CreateTestDappParameters,
  closeTestDapps,
  createTestDapp,
  type TestDapp,
  testEvmNetwork,
  testMetadata,
} from '../test/createTestDapp.js'
import { withClockAhead } from '../test/withClockAhead.js'
import { connectWalletConnect } from './connectWalletConnect.js'

jest.setTimeout(60_000)

const wait = { timeoutMs: 15_000, intervalMs: 20 }

let relay: WalletConnectRelay
let node: EvmNode
let network: Network
let wallet: WalletConnectTestWallet

type Dapp = TestDapp

function createDapp(
  parameters: Omit<CreateTestDappParameters, 'networks' | 'relayUrl' | 'adapters'> = {},
): Dapp {
  return createTestDapp({
    ...parameters,
    networks: [network],
    relayUrl: relay.url,
    adapters: (walletConnect) => [
      createEvmAdapter({ networks: [network], connectors: [walletConnect.forNamespace('eip155')] }),
    ],
  })
}

/** What the modal does: the user picks a wallet without a connector here, the QR view asks for a URI. */
async function showPairingUri(dapp: Dapp): Promise<string> {
  await dapp.client.ready
  dapp.client.open()
  dapp.client.selectWallet({ id: 'phone-wallet', name: 'Phone Wallet' })
  return eventually(() => {
    const uri = dapp.client.getState().modal.data?.wcUri
    if (!uri) throw new Error('no pairing URI yet')
    return uri
  }, wait)
}

async function nextPairingUri(dapp: Dapp, expired: string): Promise<string> {
  return eventually(() => {
    const uri = dapp.client.getState().modal.data?.wcUri
    if (!uri || uri === expired) throw new Error('still the expired URI')
    return uri
  }, wait)
}

async function connected(dapp: Dapp) {
  return eventually(() => {
    const chain = dapp.client.getState().chains.eip155
    if (chain?.accountState.status !== 'connected') throw new Error(`status ${chain?.accountState.status}`)
    return chain
  }, wait)
}

beforeAll(async () => {
  ;[relay, node] = await Promise.all([startWalletConnectRelay(), startEvmNode({ chainId: 31337 })])
  network = testEvmNetwork(node.rpcUrl)
})

afterAll(async () => {
  await Promise.allSettled([relay?.stop(), node?.stop()])
})

beforeEach(async () => {
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    evm: { privateKey: node.accounts[1]!.privateKey, rpcUrls: { 31337: node.rpcUrl } },
  })
})

afterEach(async () => {
  await closeTestDapps()
  await wallet.stop()
})

describe('createWalletConnectConnector with the EVM adapter over the local relay', () => {
  it('puts the pairing URI in the router data and connects eip155 once the wallet approves', async () => {
    const dapp = createDapp()
    const uri = await showPairingUri(dapp)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    const chain = await connected(dapp)
    expect(chain.accountState.address).toBe(wallet.address)
    expect(chain.accountState.connectedWalletInfo?.type).toBe('WALLET_CONNECT')
    expect(chain.networkState.caipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(chain.networkState.approvedCaipNetworkIds).toEqual(['eip155:31337'])
    expect(chain.networkState.supportsAllNetworks).toBe(true)
    expect(dapp.walletConnect.getSession()?.accounts).toEqual([`eip155:31337:${wallet.address}`])
  })

  it('asks for every requested chain in optionalNamespaces with the eip155 methods', async () => {
    const dapp = createDapp()
    await wallet.pair(await showPairingUri(dapp))
    await connected(dapp)
    const [session] = wallet.sessions
    expect(session?.requiredNamespaces).toEqual({})
    expect(session?.optionalNamespaces.eip155?.chains).toEqual(['eip155:31337'])
    expect(session?.optionalNamespaces.eip155?.methods).toEqual(
      expect.arrayContaining(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']),
    )
  })

  it("sends the app's redirect (native and universal) in the proposal so a phone wallet can return the user", async () => {
    const redirect = { native: 'walletport-test://', universal: 'https://dapp.example/back' }
    const dapp = createDapp({ metadata: { ...testMetadata, redirect } })
    await wallet.pair(await showPairingUri(dapp))
    await connected(dapp)
    expect(wallet.sessions[0]?.peer.metadata.redirect).toEqual(redirect)
  })

  it('signs a message through the wallet with a signature that recovers its address', async () => {
    const dapp = createDapp()
    await wallet.pair(await showPairingUri(dapp))
    await connected(dapp)
    const signature = await dapp.client.signMessage({ message: 'Sign in to WalletPort' })
    expect(verifyMessage('Sign in to WalletPort', signature)).toBe(wallet.address)
    expect(wallet.requests.map((request) => request.method)).toContain('personal_sign')
  })

  it('sends a transaction that the devnet node confirms', async () => {
    const dapp = createDapp()
    await wallet.pair(await showPairingUri(dapp))
    await connected(dapp)
    const { hash, wait: confirm } = await dapp.client.sendTransaction({
      to: node.accounts[2]!.address,
      value: 12345n,
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await confirm()).status).toBe('success')
    expect(wallet.requests.map((request) => request.method)).toContain('eth_sendTransaction')
  })

  it('forwards EIP-5792: the session asks for its methods, a batch is one wallet_sendCalls the node confirms', async () => {
    const dapp = createDapp()
    await wallet.pair(await showPairingUri(dapp))
    await connected(dapp)
    expect(wallet.sessions[0]?.optionalNamespaces.eip155?.methods).toEqual(
      expect.arrayContaining(['wallet_sendCalls', 'wallet_getCallsStatus', 'wallet_getCapabilities']),
    )
    const to = node.accounts[3]!.address
    const before = BigInt(await evmRpc<string>(node.rpcUrl, 'eth_getBalance', [to, 'latest']))
    expect(await getCapabilities(dapp.client)).toHaveProperty(['0x7a69', 'atomic', 'status'], 'unsupported')
    const { id } = await sendCalls(dapp.client, {
      calls: [
        { to, value: 2n },
        { to, value: 3n },
      ],
    })
    const status = await waitForCallsStatus(dapp.client, { id })
    expect(status).toMatchObject({ status: 200, atomic: false })
    expect(status.receipts).toHaveLength(2)
    const methods = wallet.requests.map((request) => request.method)
    expect(methods).toContain('wallet_sendCalls')
    expect(methods).not.toContain('eth_sendTransaction')
    expect(BigInt(await evmRpc<string>(node.rpcUrl, 'eth_getBalance', [to, 'latest']))).toBe(before + 5n)
  })

  it('restores the session after the app restarts on the same storage, without a new proposal', async () => {
    const storage = createMemoryKeyValueStorage()
    const coreStorage = createStorage({ backend: createMemoryStorageBackend() })
    const storagePrefix = `dapp-${crypto.randomUUID()}`
    const first = createDapp({ storage, coreStorage, storagePrefix })
    await wallet.pair(await showPairingUri(first))
    await connected(first)
    await first.close()

    const second = createDapp({ storage, coreStorage, storagePrefix })
    await second.client.ready
    const chain = second.client.getState().chains.eip155
    expect(chain?.accountState.status).toBe('connected')
    expect(chain?.accountState.address).toBe(wallet.address)
    expect(wallet.sessions).toHaveLength(1)
    const signature = await second.client.signMessage({ message: 'after restart' })
    expect(verifyMessage('after restart', signature)).toBe(wallet.address)
  })

  it('does not start a WalletConnect client at start when no session is stored', async () => {
    const storagePrefix = `dapp-${crypto.randomUUID()}`
    const dapp = createDapp({ storagePrefix })
    await dapp.client.ready
    expect(dapp.walletConnect.getSession()).toBeUndefined()
    // Each WalletConnect Core registers itself on globalThis under its storage prefix when created.
    expect(Object.keys(globalThis).filter((key) => key.includes(storagePrefix))).toEqual([])
  })

  it('resets the chain when the wallet deletes the session', async () => {
    const dapp = createDapp()
    await wallet.pair(await showPairingUri(dapp))
    await connected(dapp)
    await wallet.disconnect()
    await eventually(() => {
      expect(dapp.client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    }, wait)
    expect(dapp.walletConnect.getSession()).toBeUndefined()
  })

  it('resets the chain when the session expires', async () => {
    const dapp = createDapp()
    await wallet.pair(await showPairingUri(dapp))
    await connected(dapp)
    const expiry = dapp.walletConnect.getSession()!.expiry
    await withClockAhead(expiry * 1000 - Date.now() + 60_000, async () => {
      await eventually(() => {
        expect(dapp.client.getState().chains.eip155?.accountState.status).toBe('disconnected')
      }, wait)
    })
    expect(dapp.walletConnect.getSession()).toBeUndefined()
  })

  it('deletes the session on the relay when the app disconnects', async () => {
    const dapp = createDapp()
    await wallet.pair(await showPairingUri(dapp))
    await connected(dapp)
    await dapp.client.disconnect()
    expect(dapp.client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    await eventually(() => expect(wallet.sessions).toHaveLength(0), wait)
  })

  it('shows a fresh pairing URI once the proposal expires, and connects through it', async () => {
    const dapp = createDapp()
    const expired = await showPairingUri(dapp)
    // Only the clock moves: the SDK's own expirer sees the 5-minute proposal expire on its next heartbeat (5 s).
    await withClockAhead(301_000, async () => {
      const fresh = await nextPairingUri(dapp, expired)
      expect(dapp.client.getState().modal.view).toBe('ConnectingWalletConnect')
      await expect(wallet.client.core.pairing.pair({ uri: expired })).rejects.toThrow(/expired/i)
      await wallet.pair(fresh)
      const chain = await connected(dapp)
      expect(chain.accountState.address).toBe(wallet.address)
    })
  })

  it('cancelConnect abandons the pending pairing: the next attempt shows a fresh URI and connects through it', async () => {
    const dapp = createDapp()
    const abandoned = await showPairingUri(dapp)
    // The modal leaves the QR view: it cancels the connect in flight.
    dapp.client.router.goBack()
    dapp.client.cancelConnect()
    await eventually(() => expect(dapp.walletConnect.getUri()).toBeUndefined(), wait)
    expect(dapp.client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    dapp.client.selectWallet({ id: 'phone-wallet', name: 'Phone Wallet' })
    const fresh = await nextPairingUri(dapp, abandoned)
    expect(fresh).not.toBe(abandoned)
    await wallet.pair(fresh)
    const chain = await connected(dapp)
    expect(chain.accountState.address).toBe(wallet.address)
    expect(wallet.sessions).toHaveLength(1)
  })

  it('an aborted connectWalletConnect rejects with ConnectionCancelledError and leaves nothing connected', async () => {
    const dapp = createDapp()
    await dapp.client.ready
    const controller = new AbortController()
    const pairing = new Promise<string>((resolve) => dapp.walletConnect.on('uri', resolve))
    const attempt = connectWalletConnect(dapp.client, dapp.walletConnect, {
      signal: controller.signal,
    }).catch((error: unknown) => error)
    await pairing
    controller.abort()
    expect(await attempt).toBeInstanceOf(ConnectionCancelledError)
    expect(dapp.walletConnect.getUri()).toBeUndefined()
    expect(dapp.client.getState().chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('fails with a user-rejection error naming the proposal when the wallet rejects it', async () => {
    wallet.setBehavior('reject')
    const dapp = createDapp()
    await dapp.client.ready
    const pairing = new Promise<string>((resolve) => dapp.walletConnect.on('uri', resolve))
    const attempt = dapp.client.connect({ connectorId: 'walletConnect' })
    await wallet.pair(await pairing)
    const error = await attempt.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).details).toBe(
      'The wallet rejected the WalletConnect session proposal: User rejected. (5000)',
    )
    expect(dapp.client.getState().chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('closes the QR view with a toast when the wallet rejects the proposal', async () => {
    wallet.setBehavior('reject')
    const dapp = createDapp()
    await wallet.pair(await showPairingUri(dapp))
    await eventually(() => {
      expect(dapp.client.getState().modal.view).not.toBe('ConnectingWalletConnect')
    }, wait)
    expect(dapp.client.getState().modal.toasts.map((toast) => toast.message)).toContain('Connection declined')
  })
})

describe('one-click auth (sign-in while pairing) over the local relay', () => {
  async function signedIn(dapp: Dapp) {
    await eventually(() => expect(dapp.client.getState().siwx.status).toBe('success'), wait)
    return dapp.client.siwx.getSessions()
  }

  it('signs in and connects with one wallet approval: no sign-in prompt after connecting', async () => {
    const dapp = createDapp({ siwx: true })
    await wallet.pair(await showPairingUri(dapp))
    await connected(dapp)
    const [session, ...others] = await signedIn(dapp)
    expect(others).toEqual([])
    expect(session?.data).toMatchObject({
      chainId: 'eip155:31337',
      accountAddress: wallet.address,
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173/',
    })
    expect(session?.data.statement).toBe('Sign in to the WalletPort test dapp')
    expect(session?.cacao).toMatchObject({ h: { t: 'caip122' }, s: { t: 'eip191' } })
    expect(verifyMessage(session!.message, session!.signature)).toBe(wallet.address)
    expect(wallet.requests.map((request) => request.method)).toEqual(['wc_sessionPropose/authentication'])
    expect(dapp.client.getState().modal.open).toBe(false)
  })

  it('uses the session it approved for requests afterwards', async () => {
    const dapp = createDapp({ siwx: true })
    await wallet.pair(await showPairingUri(dapp))
    await connected(dapp)
    await signedIn(dapp)
    const signature = await dapp.client.signMessage({ message: 'after one-click auth' })
    expect(verifyMessage('after one-click auth', signature)).toBe(wallet.address)
  })

  it('signs in after connecting when the wallet has no one-click auth and approves the plain proposal', async () => {
    await wallet.stop()
    wallet = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      evm: { privateKey: node.accounts[1]!.privateKey, rpcUrls: { 31337: node.rpcUrl } },
      oneClickAuth: false,
    })
    const dapp = createDapp({ siwx: true })
    await wallet.pair(await showPairingUri(dapp))
    await connected(dapp)
    const [session] = await signedIn(dapp)
    expect(session?.cacao).toBeUndefined()
    expect(verifyMessage(session!.message, session!.signature)).toBe(wallet.address)
    expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign'])
  })

  it('fails with a user-rejection error when the wallet refuses the proposal with its sign-in', async () => {
    wallet.setBehavior('reject')
    const dapp = createDapp({ siwx: true })
    await dapp.client.ready
    const errors: unknown[] = []
    dapp.client.events.on('CONNECT_ERROR', (payload) => errors.push(payload))
    const pairing = new Promise<string>((resolve) => dapp.walletConnect.on('uri', resolve))
    const attempt = connectWalletConnect(dapp.client, dapp.walletConnect)
    await wallet.pair(await pairing)
    const error = await attempt.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).details).toBe(
      'The wallet rejected the WalletConnect session proposal: User rejected. (5000)',
    )
    expect(dapp.client.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(await dapp.client.siwx.getSessions()).toEqual([])
    expect(errors).toEqual([
      { namespace: 'eip155', connectorId: 'walletConnect', message: (error as Error).message },
    ])
  })

  it('shows a fresh pairing URI once the unscanned one expires, and signs in through it', async () => {
    const dapp = createDapp({ siwx: true })
    const expired = await showPairingUri(dapp)
    await withClockAhead(301_000, async () => {
      const fresh = await nextPairingUri(dapp, expired)
      await wallet.pair(fresh)
      await connected(dapp)
      expect(await signedIn(dapp)).toHaveLength(1)
    })
    expect(wallet.requests.map((request) => request.method)).toEqual(['wc_sessionPropose/authentication'])
  })

  it('pairs without sign-in when the app turns one-click auth off', async () => {
    const dapp = createDapp({ siwx: true })
    await dapp.client.ready
    const pairing = new Promise<string>((resolve) => dapp.walletConnect.on('uri', resolve))
    const attempt = connectWalletConnect(dapp.client, dapp.walletConnect, { oneClickAuth: false })
    await wallet.pair(await pairing)
    await attempt
    await signedIn(dapp)
    expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign'])
  })
})

describe('project configuration', () => {
  it('shows the project-not-configured alert without a project id on the hosted relay', async () => {
    const dapp = createDapp({ relayOnClient: false })
    await dapp.client.ready
    expect(dapp.client.getState().modal.alert?.message).toBe('Project ID Not Configured')
  })

  it('shows no alert with a self-hosted relay', async () => {
    const dapp = createDapp()
    await dapp.client.ready
    expect(dapp.client.getState().modal.alert).toBeUndefined()
  })
})
