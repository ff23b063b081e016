import { ApiPromise, WsProvider } from '@polkadot/api'
import { isPortFree } from '../utils/isPortFree.js'
import { createPolkadotTestExtension, polkadotRejectionMessages } from './createPolkadotTestExtension.js'
import { type PolkadotDevnet, startPolkadotDevnet } from './startPolkadotDevnet.js'
import { polkadotDevnetChain, polkadotDevnetGenesisHash } from './startPolkadotNode.js'
import type { SubscanTransfer } from './toSubscanTransfer.js'

const ORIGIN = 'devnet test'
const UNIT = 10n ** 12n

let devnet: PolkadotDevnet
let api: ApiPromise

interface AccountInfo {
  nonce: { toNumber(): number }
  data: { free: { toBigInt(): bigint } }
}

/** `system.account` without @polkadot/api-augment (whose types are Polkadot's, not this runtime's). */
async function accountOf(address: string): Promise<AccountInfo> {
  return (await api.query.system!.account!(address)) as unknown as AccountInfo
}

const balances = () => api.tx.balances!

beforeAll(async () => {
  devnet = await startPolkadotDevnet()
  api = await ApiPromise.create({ provider: new WsProvider(devnet.wsUrl), noInitWarn: true })
}, 120_000)

afterAll(async () => {
  await api?.disconnect()
  await devnet?.stop()
}, 30_000)

async function transfers(body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${devnet.indexer.apiUrl}/api/v2/scan/transfers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** Sends through the test extension's signer, as a dapp does, and resolves at finalization. */
async function send(from: string, to: string, value: bigint, keepAlive = true) {
  const extension = await createPolkadotTestExtension()
  const { signer } = await extension.provider.enable(ORIGIN)
  const tx = keepAlive ? balances().transferKeepAlive!(to, value) : balances().transfer!(to, value)
  const statuses: string[] = []
  return new Promise<{ hash: string; statuses: string[]; error?: string }>((resolve, reject) => {
    tx.signAndSend(from, { signer }, (result) => {
      statuses.push(result.status.type)
      if (!result.status.isFinalized) return
      const error = result.dispatchError?.isModule
        ? (({ section, name }) => `${section}.${name}`)(
            api.registry.findMetaError(result.dispatchError.asModule),
          )
        : result.dispatchError?.toString()
      resolve({ hash: tx.hash.toHex(), statuses, error })
    }).catch(reject)
  })
}

describe('startPolkadotDevnet', () => {
  it("runs the Rococo Asset Hub runtime under chopsticks' genesis hash", async () => {
    expect(api.genesisHash.toHex()).toBe(polkadotDevnetGenesisHash)
    expect(api.runtimeVersion.specName.toString()).toBe(polkadotDevnetChain.specName)
    expect(api.registry.chainSS58).toBe(polkadotDevnetChain.ss58Format)
    expect(api.registry.chainDecimals).toEqual([polkadotDevnetChain.decimals])
    expect(api.registry.chainTokens).toEqual([polkadotDevnetChain.symbol])
    expect(BigInt(api.consts.balances!.existentialDeposit!.toString())).toBe(
      polkadotDevnetChain.existentialDeposit,
    )
    expect(api.query.identity).toBeUndefined()
  })

  it('funds every default account with 10^18 planck', async () => {
    for (const { address } of devnet.accounts) {
      const { data } = await accountOf(address)
      expect(data.free.toBigInt()).toBeGreaterThan(10n ** 17n)
    }
  })

  it('includes and finalizes a transfer signed by the test extension; the indexer lists it', async () => {
    const [alice, , , , charlie] = devnet.accounts
    const before = (await accountOf(charlie!.address)).data.free.toBigInt()
    const { hash, statuses, error } = await send(alice!.address, charlie!.address, 2n * UNIT)
    expect(error).toBeUndefined()
    // The node reports each status as it happens; a busy subscriber may see the block only as Finalized.
    expect(statuses).toContain('Ready')
    expect(statuses.at(-1)).toBe('Finalized')
    const after = (await accountOf(charlie!.address)).data.free.toBigInt()
    expect(after - before).toBe(2n * UNIT)

    const { json } = await transfers({ address: charlie!.address, row: 10, page: 0 })
    expect(json.code).toBe(0)
    const listed = (json.data as { transfers: SubscanTransfer[] }).transfers
    expect(listed[0]).toMatchObject({
      hash,
      success: true,
      amount: '2',
      amount_v2: (2n * UNIT).toString(),
      module: 'balances',
      asset_symbol: 'ROC',
    })
    expect(BigInt(listed[0]!.fee)).toBeGreaterThan(0n)
    expect(listed[0]!.to).toBe(api.createType('AccountId', charlie!.address).toString())
  }, 60_000)

  it('lists a failed transfer with success false (balances.InsufficientBalance)', async () => {
    const [, bob, , , , dave] = devnet.accounts
    const { hash, error } = await send(bob!.address, dave!.address, 10n ** 19n, false)
    expect(error).toBe('balances.InsufficientBalance')
    const { json } = await transfers({ address: bob!.address, row: 1, page: 0, direction: 'sent' })
    expect((json.data as { transfers: SubscanTransfer[] }).transfers[0]).toMatchObject({
      hash,
      success: false,
    })
  }, 60_000)

  it('pages from 0 without repeating a transfer', async () => {
    const [alice, , , , , , eve] = devnet.accounts
    for (let i = 1n; i <= 3n; i++) await send(alice!.address, eve!.address, i * UNIT)
    const pages = await Promise.all(
      [0, 1, 2, 3].map((page) => transfers({ address: eve!.address, row: 1, page })),
    )
    const hashes = pages.map(
      ({ json }) => (json.data as { transfers: SubscanTransfer[] | null }).transfers?.[0]?.hash,
    )
    expect(new Set(hashes.slice(0, 3)).size).toBe(3)
    expect(hashes[3]).toBeUndefined()
    expect((pages[0]!.json.data as { count: number }).count).toBe(3)
    expect((pages[0]!.json.data as { transfers: SubscanTransfer[] }).transfers[0]!.amount).toBe('3')
  }, 90_000)

  it('refuses bad parameters with a message naming them', async () => {
    expect(await transfers({ row: 10, page: 0 })).toMatchObject({
      status: 400,
      json: { code: 400, message: 'Invalid params: address is required' },
    })
    expect((await transfers({ address: 'nope', row: 10 })).json.message).toContain(
      'nope is not an SS58 address',
    )
    expect((await transfers({ address: devnet.accounts[0]!.address, row: 101 })).json.message).toContain(
      'row',
    )
  })

  it('setBalance changes a balance through dev_setStorage', async () => {
    const ferdie = devnet.accounts[7]!
    await devnet.setBalance(ferdie.address, 5n * UNIT)
    expect((await accountOf(ferdie.address)).data.free.toBigInt()).toBe(5n * UNIT)
  })

  it('a rejected signature never reaches the chain', async () => {
    const extension = await createPolkadotTestExtension()
    const { signer } = await extension.provider.enable(ORIGIN)
    extension.setBehavior('reject')
    const alice = devnet.accounts[0]!
    const nonce = (await accountOf(alice.address)).nonce.toNumber()
    await expect(
      balances().transferKeepAlive!(devnet.accounts[1]!.address, UNIT).signAndSend(alice.address, { signer }),
    ).rejects.toThrow(polkadotRejectionMessages.sign)
    expect((await accountOf(alice.address)).nonce.toNumber()).toBe(nonce)
  })

  it('stop ends chopsticks and frees both ports', async () => {
    const other = await startPolkadotDevnet()
    await other.stop()
    expect(() => process.kill(other.pid, 0)).toThrow()
    expect(await isPortFree(other.port)).toBe(true)
    expect(await isPortFree(other.indexer.port)).toBe(true)
  }, 120_000)
})
