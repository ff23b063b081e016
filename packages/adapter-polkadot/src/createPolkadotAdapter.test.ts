import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net'
import type { SubmittableExtrinsic } from '@polkadot/api/types'
import type { Signer } from '@polkadot/types/types'
import {
  ChainNotSupportedError,
  InvalidWalletResponseError,
  isUserRejection,
  MethodNotSupportedError,
  RpcRequestError,
  UnauthorizedProviderError,
  WalletNotConnectedError,
} from '@walletport/core'
import { localPolkadot, polkadot } from '@walletport/core/networks'
import { eventually } from '@walletport/core/testing'
import { type PolkadotFixture, startPolkadotFixture } from '../test/startPolkadotFixture.js'
import { createPolkadotAdapter } from './createPolkadotAdapter.js'
import { NoPolkadotAccountsError } from './errors.js'
import {
  ExistentialDepositError,
  InsufficientFundsError,
  PolkadotDispatchError,
} from './transactions/transactionErrors.js'
import type { PolkadotAdapter, PolkadotWindow } from './types.js'

const UNIT = 10n ** 12n
const ALICE = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
const BOB = 'FoQJpPyadYccjavVdTWxpxU7rUEaYhfLCPwXgkfD6Zat9QP'
const fresh = (fill: number) =>
  require('@polkadot/util-crypto').encodeAddress(new Uint8Array(32).fill(fill), 2)

// Chain round trips take a second or two; far more while another test file compiles a runtime beside this one.
jest.setTimeout(30_000)

let fixture: PolkadotFixture
const adapters: PolkadotAdapter[] = []

beforeAll(async () => {
  fixture = await startPolkadotFixture()
}, 120_000)

afterEach(async () => {
  fixture.extension.resetBehavior()
  await Promise.all(adapters.splice(0).map((adapter) => adapter.disconnect()))
})

afterAll(() => fixture?.stop(), 30_000)

async function makeAdapter(overrides: Parameters<PolkadotFixture['adapterOptions']>[0] = {}) {
  const adapter = createPolkadotAdapter(fixture.adapterOptions(overrides))
  adapters.push(adapter)
  await adapter.init({ endpoints: {} })
  return adapter
}

async function connected(overrides: Parameters<PolkadotFixture['adapterOptions']>[0] = {}) {
  const adapter = await makeAdapter(overrides)
  await adapter.connect({ connectorId: 'walletport-test', network: localPolkadot })
  return adapter
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('discovery', () => {
  it('lists every injectedWeb3 entry with its name and the version it reports', async () => {
    const window: PolkadotWindow = {
      injectedWeb3: {
        ...fixture.window.injectedWeb3,
        talisman: { version: '2.1.0', enable: fixture.extension.provider.enable },
        broken: { version: '1' } as never,
      },
    }
    const adapter = await makeAdapter({ window })
    expect(adapter.getConnectors().map(({ id, name, type, info }) => ({ id, name, type, info }))).toEqual([
      {
        id: 'walletport-test',
        name: 'WalletPort Test Extension',
        type: 'INJECTED',
        info: { version: '1.0.0' },
      },
      { id: 'talisman', name: 'Talisman', type: 'INJECTED', info: { version: '2.1.0' } },
    ])
  })

  it('finds an extension that injects after init and announces it', async () => {
    const window: PolkadotWindow = { injectedWeb3: {} }
    const adapter = await makeAdapter({ window, discoveryMs: 5_000 })
    const announced: string[][] = []
    adapter.on('connectorsChanged', (connectors) => announced.push(connectors.map((c) => c.id)))
    expect(adapter.getConnectors()).toEqual([])
    window.injectedWeb3!['polkadot-js'] = { version: '0.62.1', enable: fixture.extension.provider.enable }
    await eventually(() => expect(announced).toEqual([['polkadot-js']]), { timeoutMs: 20_000 })
    expect(adapter.getConnectors()[0]?.name).toBe('Polkadot.js')
  })
})

describe('connect', () => {
  it("lists the extension's accounts in the network's SS58 prefix with their key types", async () => {
    const adapter = await makeAdapter()
    const { accounts, caipNetworkId } = await adapter.connect({
      connectorId: 'walletport-test',
      network: localPolkadot,
    })
    expect(caipNetworkId).toBe('polkadot:45454545454545454545454545454545')
    expect(accounts.map(({ address, keyType, type }) => ({ address, keyType, type }))).toEqual([
      { address: ALICE, keyType: 'sr25519', type: 'eoa' },
      { address: BOB, keyType: 'sr25519', type: 'eoa' },
      { address: expect.stringMatching(/^[A-Za-z1-9]{47}$/), keyType: 'ed25519', type: 'eoa' },
    ])
  })

  it('a declined access request is a user rejection, and nothing is connected', async () => {
    fixture.extension.revoke()
    fixture.extension.setBehavior('reject', 'enable')
    const adapter = await makeAdapter()
    const error = await rejectionOf(
      adapter.connect({ connectorId: 'walletport-test', network: localPolkadot }),
    )
    expect(isUserRejection(error)).toBe(true)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('refuses an extension answering garbage for accounts, naming what came', async () => {
    const window: PolkadotWindow = {
      injectedWeb3: {
        liar: {
          enable: async () => ({ accounts: { get: async () => [{ address: 'not-ss58' }] }, signer: {} }),
        },
      },
    }
    const adapter = await makeAdapter({ window })
    const error = await rejectionOf(adapter.connect({ connectorId: 'liar', network: localPolkadot }))
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect((error as Error).message).toContain('accounts.get')
    expect(String((error as InvalidWalletResponseError).details)).toContain('not-ss58')
  })

  it('refuses an extension sharing no account, saying what was expected and what came', async () => {
    const window: PolkadotWindow = {
      injectedWeb3: { empty: { enable: async () => ({ accounts: { get: async () => [] }, signer: {} }) } },
    }
    const adapter = await makeAdapter({ window })
    const error = await rejectionOf(adapter.connect({ connectorId: 'empty', network: localPolkadot }))
    expect(error).toBeInstanceOf(NoPolkadotAccountsError)
    expect(error).toMatchObject({
      message: `empty shares no account for ${localPolkadot.caipNetworkId}`,
      details: expect.stringMatching(
        new RegExp(
          `^Expected at least one account usable on ${localPolkadot.caipNetworkId}, received none\\.`,
        ),
      ),
    })
  })

  it('leaves out accounts tied to another chain', async () => {
    const other = `0x${'91b171bb158e2d3848fa23a9f1c25182'.padEnd(64, '0')}`
    const window: PolkadotWindow = {
      injectedWeb3: {
        tied: {
          enable: async () => ({
            accounts: {
              get: async () => [
                {
                  address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
                  genesisHash: other,
                  type: 'sr25519',
                },
                {
                  address: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
                  genesisHash: null,
                  type: 'sr25519',
                },
              ],
            },
            signer: {},
          }),
        },
      },
    }
    const adapter = await makeAdapter({ window })
    const { accounts } = await adapter.connect({ connectorId: 'tied', network: localPolkadot })
    expect(accounts.map((account) => account.address)).toEqual([BOB])
  })
})

describe('following the account list (accounts.subscribe)', () => {
  it('drops a malformed list as an error event and keeps the connection as it was', async () => {
    let push: ((accounts: unknown) => void) | undefined
    const window: PolkadotWindow = {
      injectedWeb3: {
        scripted: {
          enable: async () => ({
            accounts: {
              get: async () => [
                { address: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty', type: 'sr25519' },
              ],
              subscribe: (callback) => {
                push = callback as (accounts: unknown) => void
                return () => undefined
              },
            },
            signer: {},
          }),
        },
      },
    }
    const adapter = await makeAdapter({ window })
    await adapter.connect({ connectorId: 'scripted', network: localPolkadot })
    const errors: Error[] = []
    const lists: unknown[] = []
    adapter.on('error', (error) => errors.push(error))
    adapter.on('accountsChanged', (accounts) => lists.push(accounts))
    push?.({ not: 'a list' })
    push?.([{ address: 42 }])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(errors.map((error) => error.name)).toEqual([
      'InvalidWalletResponseError',
      'InvalidWalletResponseError',
    ])
    expect(lists).toEqual([])
    expect(adapter.getProvider()?.name).toBe('scripted')
  })

  it('announces a new list, and ends the connection on an empty one', async () => {
    const adapter = await connected()
    const lists: string[][] = []
    const errors: Error[] = []
    adapter.on('accountsChanged', (accounts) => lists.push(accounts.map((account) => account.address)))
    adapter.on('error', (error) => errors.push(error))
    try {
      await fixture.extension.setAccounts([{ name: 'Bob', uri: '//Bob', type: 'sr25519' }])
      await eventually(() => expect(lists).toEqual([[BOB]]), { timeoutMs: 20_000 })
      await fixture.extension.setAccounts([])
      await eventually(() => expect(lists).toEqual([[BOB], []]), { timeoutMs: 20_000 })
      expect(adapter.getProvider()).toBeUndefined()
      expect(errors).toEqual([])
    } finally {
      await fixture.extension.setAccounts([
        { name: 'Alice', uri: '//Alice', type: 'sr25519' },
        { name: 'Bob', uri: '//Bob', type: 'sr25519' },
        { name: 'Alice (ed25519)', uri: '//Alice', type: 'ed25519' },
      ])
    }
  })
})

describe('reconnect', () => {
  it('gives up (null) when the extension would have to ask and nobody answers', async () => {
    const adapter = await makeAdapter({ reconnectTimeoutMs: 200 })
    fixture.extension.revoke()
    fixture.extension.setBehavior('stall', 'enable')
    expect(await adapter.reconnect({ connectorId: 'walletport-test', network: localPolkadot })).toBeNull()
    fixture.extension.release('reject')
  })
})

describe('balances and transfers', () => {
  it('reads the transferable balance in the registry decimals and symbol, for any SS58 form of the address', async () => {
    const adapter = await makeAdapter()
    const generic = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
    const balance = await adapter.getBalance({ address: generic, network: localPolkadot })
    expect(balance).toMatchObject({ decimals: 12, symbol: 'ROC', reserved: 0n, frozen: 0n })
    expect(balance.value).toBe(balance.free)
    expect((await adapter.getBalance({ address: ALICE, network: localPolkadot })).free).toBe(balance.free)
  })

  it('refuses, before signing, an amount below the existential deposit to a new account', async () => {
    const adapter = await connected()
    const before = fixture.extension.requests.length
    const error = await rejectionOf(
      adapter.sendTransaction({ network: localPolkadot, to: fresh(7), value: 1_000n }),
    )
    expect(error).toBeInstanceOf(ExistentialDepositError)
    expect((error as Error).message).toBe('The amount is below the existential deposit of 0.000003333333 ROC')
    expect(fixture.extension.requests.length).toBe(before)
  })

  it('refuses a keep-alive transfer that would leave the sender below the existential deposit', async () => {
    const adapter = await connected()
    await fixture.devnet.setBalance(BOB, 2n * UNIT)
    const error = await rejectionOf(
      adapter.sendTransaction({
        network: localPolkadot,
        from: BOB,
        to: ALICE,
        value: 2n * UNIT - 7_000_000n,
      }),
    )
    expect(error).toBeInstanceOf(ExistentialDepositError)
    expect((error as Error).message).toContain('would leave the sender below the existential deposit')
    const broke = await rejectionOf(
      adapter.sendTransaction({ network: localPolkadot, from: BOB, to: ALICE, value: 3n * UNIT }),
    )
    expect(broke).toBeInstanceOf(InsufficientFundsError)
    await fixture.devnet.setBalance(BOB, 10n ** 18n)
  })

  it('a declined signature is a user rejection and nothing reaches the chain', async () => {
    const adapter = await connected()
    fixture.extension.setBehavior('reject', 'signPayload')
    const error = await rejectionOf(adapter.sendTransaction({ network: localPolkadot, to: BOB, value: UNIT }))
    expect(isUserRejection(error)).toBe(true)
  })

  it("shows a dispatch error as the runtime's readable message", async () => {
    const adapter = await connected()
    const api = await adapter.getApi(localPolkadot)
    const request = api.tx.balances!.transfer!(fresh(9), 10n ** 20n)
    const { hash } = await adapter.sendTransaction({ network: localPolkadot, to: '', value: 0n, request })
    const error = await rejectionOf(adapter.waitForTransaction({ hash, network: localPolkadot }))
    expect(error).toBeInstanceOf(PolkadotDispatchError)
    expect((error as Error).message).toBe('balances.InsufficientBalance: Balance too low to send value')
  })
})

/** signAndSend through `signer`, settled once the extrinsic is finalized (or failed before). */
function signAndSendFinalized(
  tx: { signAndSend: SubmittableExtrinsic<'promise'>['signAndSend'] },
  address: string,
  signer: Signer,
) {
  return new Promise<void>((resolve, reject) => {
    tx.signAndSend(address, { signer }, ({ status }) => {
      if (status.isFinalized) resolve()
    }).catch(reject)
  })
}

describe('getSigner (the extension signer for @polkadot/api)', () => {
  it("signs the app's own api.tx…signAndSend; the chain finalizes it and waitForTransaction finds that hash", async () => {
    const adapter = await connected()
    const api = await adapter.getApi(localPolkadot)
    const before = (await adapter.getBalance({ address: BOB, network: localPolkadot })).free
    const tx = api.tx.balances!.transferKeepAlive!(BOB, UNIT)
    await signAndSendFinalized(tx, ALICE, adapter.getSigner())
    const receipt = await adapter.waitForTransaction({ hash: tx.hash.toHex(), network: localPolkadot })
    expect(receipt).toMatchObject({ hash: tx.hash.toHex(), status: 'success', finalized: true })
    expect(receipt.events).toContain('balances.Transfer')
    expect((await adapter.getBalance({ address: BOB, network: localPolkadot })).free).toBe(before + UNIT)
    expect(fixture.extension.requests.at(-1)?.method).toBe('signPayload')
  }, 60_000)

  it('a declined signature is a user rejection', async () => {
    const adapter = await connected()
    const api = await adapter.getApi(localPolkadot)
    fixture.extension.setBehavior('reject', 'signPayload')
    const tx = api.tx.balances!.transferKeepAlive!(BOB, UNIT)
    expect(isUserRejection(await rejectionOf(signAndSendFinalized(tx, ALICE, adapter.getSigner())))).toBe(
      true,
    )
  })

  it('refuses, before asking the extension, an account not connected and a connection that ended', async () => {
    const adapter = await connected()
    const api = await adapter.getApi(localPolkadot)
    const signer = adapter.getSigner()
    const asked = fixture.extension.requests.length
    const tx = api.tx.balances!.transferKeepAlive!(BOB, UNIT)
    const stranger = await rejectionOf(signAndSendFinalized(tx, fresh(7), signer))
    expect(stranger).toBeInstanceOf(UnauthorizedProviderError)
    await adapter.disconnect()
    // The adapter closed its ApiPromise; @polkadot/api would call the held signer so:
    const payload = { address: ALICE } as Parameters<NonNullable<Signer['signPayload']>>[0]
    expect(await rejectionOf(signer.signPayload!(payload))).toBeInstanceOf(WalletNotConnectedError)
    expect(() => adapter.getSigner()).toThrow(WalletNotConnectedError)
    expect(fixture.extension.requests.length).toBe(asked)
  })

  it('refuses an answer without a hex signature, naming what came', async () => {
    const { provider } = fixture.extension
    const forging: PolkadotWindow = {
      injectedWeb3: {
        'walletport-test': {
          ...provider,
          enable: async (appName: string) => {
            const injected = await provider.enable!(appName)
            return { ...injected, signer: { signPayload: async () => ({ id: 1, signature: '0x1234' }) } }
          },
        },
      },
    }
    const adapter = await connected({ window: forging })
    const api = await adapter.getApi(localPolkadot)
    const signer = adapter.getSigner()
    expect(signer.signRaw).toBeUndefined()
    const error = await rejectionOf(signAndSendFinalized(api.tx.system!.remark!('0x00'), ALICE, signer))
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect((error as InvalidWalletResponseError).message).toBe(
      "The wallet's answer to signPayload is malformed",
    )
  })
})

describe('chain capabilities and nodes', () => {
  it('answers MethodNotSupportedError for identity on a chain without the identity pallet', async () => {
    const adapter = await makeAdapter()
    const error = await rejectionOf(adapter.getIdentity!({ address: ALICE, network: localPolkadot }))
    expect(error).toBeInstanceOf(MethodNotSupportedError)
    expect(String((error as MethodNotSupportedError).details)).toContain('has no identity pallet')
  })

  it('refuses a node that serves another chain than the network', async () => {
    const adapter = await makeAdapter({
      networks: [polkadot],
      rpcUrls: { [polkadot.caipNetworkId]: fixture.devnet.wsUrl },
    })
    const error = await rejectionOf(adapter.getBalance({ address: ALICE, network: polkadot }))
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect(String((error as ChainNotSupportedError).details)).toContain(
      `serves the chain with genesis 0x${'45'.repeat(32)}`,
    )
  })

  it('rejects naming the URL when no node answers, and tries again on the next call', async () => {
    const port = await freePort()
    const url = `ws://127.0.0.1:${port}`
    const adapter = await makeAdapter({ rpcUrls: { [localPolkadot.caipNetworkId]: url } })
    const error = await rejectionOf(adapter.getBalance({ address: ALICE, network: localPolkadot }))
    expect(error).toBeInstanceOf(RpcRequestError)
    expect(String((error as RpcRequestError).details)).toContain(url)
    const proxy = await startProxy(fixture.devnet.port, port)
    try {
      expect((await adapter.getBalance({ address: ALICE, network: localPolkadot })).symbol).toBe('ROC')
    } finally {
      await proxy.close()
    }
  })

  it('shares one connection, reconnects with back-off after a drop, and closes it on disconnect', async () => {
    const proxy = await startProxy(fixture.devnet.port)
    const adapter = await makeAdapter({
      rpcUrls: { [localPolkadot.caipNetworkId]: `ws://127.0.0.1:${proxy.port}` },
      reconnect: { minDelayMs: 100, maxDelayMs: 400 },
    })
    try {
      await Promise.all(
        [ALICE, BOB, ALICE].map((address) => adapter.getBalance({ address, network: localPolkadot })),
      )
      expect(proxy.accepted).toBe(1)
      proxy.refuse(true)
      proxy.dropAll()
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      proxy.refuse(false)
      await eventually(() => expect(proxy.open()).toBe(1), { timeoutMs: 20_000 })
      expect((await adapter.getBalance({ address: BOB, network: localPolkadot })).symbol).toBe('ROC')
      await adapter.disconnect()
      await eventually(() => expect(proxy.open()).toBe(0), { timeoutMs: 10_000 })
    } finally {
      await proxy.close()
    }
  }, 60_000)
})

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** A TCP proxy to the node that a test can cut and refuse, to see the adapter's connection handling. */
async function startProxy(target: number, port = 0) {
  const sockets = new Set<Socket>()
  let refusing = false
  let accepted = 0
  const server: Server = createServer((client) => {
    if (refusing) return client.destroy()
    accepted++
    const upstream = tcpConnect(target, '127.0.0.1')
    sockets.add(client)
    client.pipe(upstream).pipe(client)
    const end = () => {
      sockets.delete(client)
      client.destroy()
      upstream.destroy()
    }
    client.on('close', end).on('error', end)
    upstream.on('close', end).on('error', end)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port: (server.address() as { port: number }).port,
    get accepted() {
      return accepted
    },
    open: () => sockets.size,
    refuse(value: boolean) {
      refusing = value
    },
    dropAll() {
      for (const socket of sockets) socket.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

describe('estimateTransfer', () => {
  it('quotes the fee paid, the existential deposit as minimum for a new account and as the keep-alive reserve', async () => {
    const adapter = await connected()
    const before = fixture.extension.requests.length
    const deposit = 3_333_333n
    const quote = await adapter.estimateTransfer({ network: localPolkadot, to: fresh(9), value: UNIT })
    expect(quote).toMatchObject({ minimum: deposit, reserve: deposit })
    expect(quote.fee).toBeGreaterThan(0n)
    expect(await adapter.estimateTransfer({ network: localPolkadot, to: BOB, value: UNIT })).toMatchObject({
      minimum: 1n,
      reserve: deposit,
    })
    expect(fixture.extension.requests.length).toBe(before)
    const { hash } = await adapter.sendTransaction({ network: localPolkadot, to: BOB, value: UNIT })
    const receipt = await adapter.waitForTransaction({ hash, network: localPolkadot })
    expect(receipt.fee).toBeGreaterThan(0n)
    expect(receipt.fee! <= quote.fee * 2n && receipt.fee! * 2n >= quote.fee).toBe(true)
  })

  it('refuses token transfers and addresses it cannot read', async () => {
    const adapter = await connected()
    await expect(
      adapter.estimateTransfer({ network: localPolkadot, to: BOB, value: 1n, token: '1984' }),
    ).rejects.toThrow(MethodNotSupportedError)
    await expect(
      adapter.estimateTransfer({ network: localPolkadot, to: 'nope', value: 1n }),
    ).rejects.toThrow()
  })
})
