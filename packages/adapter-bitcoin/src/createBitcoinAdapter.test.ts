import {
  ChainNotSupportedError,
  InvalidAddressError,
  isUserRejection,
  type Network,
  UserRejectedRequestError,
} from '@walletport/core'
import { bitcoinRegtest, bitcoinTestnet } from '@walletport/core/networks'
import {
  type BitcoinNode,
  type BitcoinTestWallet,
  createBitcoinTestWallet,
  registerBitcoinTestWallet,
  startBitcoinNode,
} from '@walletport/devnet'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'
import { FeeTooLowError, InsufficientFundsError } from './errors.js'
import type { BitcoinAdapter } from './types.js'

// Integration tests on a real bcoin regtest node behind the devnet's Esplora API.
const network: Network = bitcoinRegtest
const recipient = 'bcrt1qg6g8rlcqexpaxud46ft20g9dacsg946gek4jlz'
const satsConnectId = 'WalletPortTestBitcoin.BitcoinProvider'
const standardId = 'wallet-standard:walletport-test-wallet'
let node: BitcoinNode

interface EsploraTxJson {
  fee: number
  weight: number
  vin: { prevout: { value: number; scriptpubkey_address: string } }[]
  vout: { value: number; scriptpubkey_address: string }[]
}

async function esploraTx(txid: string): Promise<EsploraTxJson> {
  return (await fetch(`${node.esploraUrl}/tx/${txid}`)).json() as Promise<EsploraTxJson>
}

function setup({
  keys,
  walletStandard = true,
  ...options
}: {
  keys?: { payment: string; ordinals: string }
  feeRate?: number
  walletStandard?: boolean
} = {}) {
  const page = new EventTarget() as EventTarget & Record<string, unknown>
  const wallet: BitcoinTestWallet = createBitcoinTestWallet({
    esploraUrl: node.esploraUrl,
    ...(keys && { keys }),
  })
  const registered = registerBitcoinTestWallet(wallet, { window: page, walletStandard })
  const adapter: BitcoinAdapter = createBitcoinAdapter({
    networks: [bitcoinRegtest, bitcoinTestnet],
    window: page,
    esploraUrl: node.esploraUrl,
    confirmation: { pollingIntervalMs: 100, timeoutMs: 30_000 },
    ...options,
  })
  return { page, wallet, registered, adapter }
}

async function connectedSetup(parameters: Parameters<typeof setup>[0] = {}, connectorId = satsConnectId) {
  const made = setup(parameters)
  await made.adapter.init({ endpoints: {} })
  await made.adapter.connect({ connectorId, network })
  return made
}

beforeAll(async () => {
  node = await startBitcoinNode({ initialBlocks: 0, autoMineMs: 100 })
  const { wallet } = setup()
  await node.mine(5, wallet.accounts.payment.address)
  await node.mine(100)
}, 60_000)

afterAll(() => node?.stop())

describe('createBitcoinAdapter on regtest', () => {
  it('a PSBT payment is mined and confirmed with the change back to the sender and fee = inputs - outputs', async () => {
    const { adapter, wallet } = await connectedSetup()
    const sender = wallet.accounts.payment.address
    const { hash } = await adapter.sendTransaction({ network, to: recipient, value: 250_000n })
    const receipt = await adapter.waitForTransaction({ hash, network })
    expect(receipt.status).toBe('success')
    const tx = await esploraTx(hash)
    const spent = tx.vin.reduce((sum, input) => sum + input.prevout.value, 0)
    const created = tx.vout.reduce((sum, output) => sum + output.value, 0)
    expect(tx.vout.find((output) => output.scriptpubkey_address === recipient)?.value).toBe(250_000)
    const change = tx.vout.find((output) => output.scriptpubkey_address === sender)
    expect(change?.value).toBe(spent - 250_000 - tx.fee)
    expect(receipt.fee).toBe(BigInt(spent - created))
    // 2 sat/vB (the node's estimate) on 141 estimated vbytes, never under the real size.
    expect(tx.fee).toBe(282)
    expect(tx.fee).toBeGreaterThanOrEqual(Math.ceil(tx.weight / 4) * 2)
  })

  it('a BIP-322 signature from the wallet verifies, and not for the ordinals address', async () => {
    const { adapter, wallet } = await connectedSetup()
    const address = wallet.accounts.payment.address
    const signature = await adapter.signMessage({ message: 'hello regtest', address, network })
    expect(await adapter.verifyMessage({ message: 'hello regtest', signature, address, network })).toBe(true)
    const ordinals = wallet.accounts.ordinals.address
    expect(
      await adapter.verifyMessage({ message: 'hello regtest', signature, address: ordinals, network }),
    ).toBe(false)
  })

  it('a PSBT rejected in the wallet fails with UserRejectedRequestError', async () => {
    const { adapter, wallet } = await connectedSetup()
    wallet.setBehavior('reject', 'signPsbt')
    const error = await adapter.sendTransaction({ network, to: recipient, value: 10_000n }).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(isUserRejection(error)).toBe(true)
  })

  it('a mainnet address is refused on regtest with a message naming the network and prefix', async () => {
    const { adapter } = await connectedSetup()
    const mainnet = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    expect(() => adapter.validateAddress({ address: mainnet, network })).toThrow(InvalidAddressError)
    expect(() => adapter.validateAddress({ address: mainnet, network })).toThrow(
      `Invalid address "${mainnet}": not a Bitcoin Regtest address (expected prefix "bcrt", got "bc")`,
    )
    await expect(adapter.sendTransaction({ network, to: mainnet, value: 10_000n })).rejects.toThrow(
      'not a Bitcoin Regtest address',
    )
  })

  it('change below the p2wpkh dust limit (294 sats) is dropped into the fee', async () => {
    const keys = { payment: '11'.repeat(32), ordinals: '12'.repeat(32) }
    const { adapter, wallet } = await connectedSetup({ keys })
    await node.fund(wallet.accounts.payment.address, 100_000)
    await node.mine(1)
    // Without change: 110 vB at 2 sat/vB = 220 sats; 150 sats left over would be dust change.
    const { hash } = await adapter.sendTransaction({ network, to: recipient, value: 99_630n })
    await adapter.waitForTransaction({ hash, network })
    const tx = await esploraTx(hash)
    expect(tx.vout).toHaveLength(1)
    expect(tx.fee).toBe(370)
  })

  it('insufficient funds names the sats needed and available', async () => {
    const keys = { payment: '21'.repeat(32), ordinals: '22'.repeat(32) }
    const { adapter, wallet } = await connectedSetup({ keys })
    await node.fund(wallet.accounts.payment.address, 50_000)
    await node.mine(1)
    const error = await adapter.sendTransaction({ network, to: recipient, value: 60_000n }).catch((e) => e)
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect((error as Error).message).toBe(
      'Insufficient funds: 60220 sats needed (amount + fee), 50000 sats available',
    )
  })

  it('a fee rate under the relay minimum is refused by the node as FeeTooLowError', async () => {
    const { adapter } = await connectedSetup({ feeRate: 0.5 })
    const error = await adapter.sendTransaction({ network, to: recipient, value: 20_000n }).catch((e) => e)
    expect(error).toBeInstanceOf(FeeTooLowError)
    expect((error as FeeTooLowError).details).toContain('min relay fee not met')
  })

  it('ids are consistent: the listed id connects, and the merged sats-connect id resolves to it', async () => {
    const { adapter } = setup()
    await adapter.init({ endpoints: {} })
    const ids = adapter.getConnectors().map((connector) => connector.id)
    // The test wallet offers both APIs under one name: listed once, under its Wallet Standard id.
    expect(ids).toEqual([standardId])
    for (const id of ids) expect((await adapter.connect({ connectorId: id, network })).connectorId).toBe(id)
    expect((await adapter.connect({ connectorId: satsConnectId, network })).connectorId).toBe(standardId)
    expect(adapter.resolveConnectorId(satsConnectId)).toBe(standardId)
  })

  it('the Wallet Standard wallet connects with payment and ordinals accounts, signs and sends', async () => {
    const { adapter, wallet } = await connectedSetup({}, standardId)
    expect(adapter.getAccounts().map(({ address, purpose }) => [address, purpose])).toEqual([
      [wallet.accounts.payment.address, 'payment'],
      [wallet.accounts.ordinals.address, 'ordinals'],
    ])
    const address = wallet.accounts.payment.address
    const signature = await adapter.signMessage({ message: 'standard', address, network })
    expect(await adapter.verifyMessage({ message: 'standard', signature, address, network })).toBe(true)
    const { hash } = await adapter.sendTransaction({ network, to: recipient, value: 30_000n })
    expect((await adapter.waitForTransaction({ hash, network })).status).toBe('success')
    wallet.setBehavior('reject')
    await expect(adapter.signMessage({ message: 'no', address, network })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('switchNetwork moves the sats-connect wallet to testnet and refuses an unconfigured network', async () => {
    const { adapter, wallet } = await connectedSetup({ walletStandard: false })
    const changes: string[] = []
    adapter.on('networkChanged', (id) => changes.push(id))
    await adapter.switchNetwork({ network: bitcoinTestnet })
    expect(wallet.network).toBe('Testnet')
    expect(changes).toEqual([bitcoinTestnet.caipNetworkId])
    expect(adapter.getAccounts()[0]?.address).toMatch(/^tb1q/)
    const signet = { ...bitcoinTestnet, caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c' as const }
    await expect(adapter.switchNetwork({ network: signet })).rejects.toBeInstanceOf(ChainNotSupportedError)
  })

  it('getBalance serves the cached value until a confirmation clears the cache', async () => {
    const keys = { payment: '31'.repeat(32), ordinals: '32'.repeat(32) }
    const { adapter, wallet } = await connectedSetup({ keys })
    const address = wallet.accounts.payment.address
    expect((await adapter.getBalance({ address, network })).value).toBe(0n)
    const txid = await node.fund(address, 40_000)
    const fresh = createBitcoinAdapter({ networks: [network], esploraUrl: node.esploraUrl })
    expect((await fresh.getBalance({ address, network })).formatted).toBe('0.0004')
    expect((await adapter.getBalance({ address, network })).value).toBe(0n)
    await adapter.waitForTransaction({ hash: txid, network })
    expect((await adapter.getBalance({ address, network })).value).toBe(40_000n)
  })
})
