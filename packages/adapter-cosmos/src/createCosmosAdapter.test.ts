import { toBech32 } from '@cosmjs/encoding'
import type { OfflineDirectSigner } from '@cosmjs/proto-signing'
import { decodeTxRaw } from '@cosmjs/proto-signing'
import { calculateFee, GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import {
  type Account,
  ChainNotSupportedError,
  InvalidAddressError,
  isUserRejection,
  type Network,
} from '@walletport/core'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { type CosmosFixture, planCosmosFixture } from '../test/startCosmosFixture.js'
import { createCosmosAdapter } from './createCosmosAdapter.js'
import { TransactionRefusedError } from './errors.js'
import type { CosmosAdapter, CosmosWindow, KeplrLikeProvider } from './types.js'

const plan = planCosmosFixture()
const [network, otherNetwork] = plan.networks as [Network, Network]
const CONNECTOR = 'keplr'
const stranger = toBech32('cosmos', new Uint8Array(20).fill(0x33))
let fixture: CosmosFixture
let adapter: CosmosAdapter

beforeAll(async () => {
  fixture = await plan.start({ walletChains: 1 })
})
afterAll(() => fixture?.stop())

beforeEach(async () => {
  fixture.wallet.resetBehavior()
  adapter = createCosmosAdapter({ networks: plan.networks, window: fixture.window })
  await adapter.init({ endpoints: {} })
})
afterEach(() => adapter.disconnect())

async function eventually(check: () => void, { timeoutMs }: { timeoutMs: number }): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
}

async function connectedAddress(): Promise<string> {
  const { accounts } = await adapter.connect({ connectorId: CONNECTOR, network })
  return accounts[0]!.address
}

async function rejectionOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

/** A transfer signed by the devnet wallet itself, with the signer data given (to steer sequence and chain). */
async function walletSignedTransfer(
  sequence?: number,
): Promise<{ client: SigningStargateClient; raw: TxRaw }> {
  const address = await connectedAddress()
  const signer = fixture.wallet.getOfflineSigner(String(network.id)) as unknown as OfflineDirectSigner
  const client = await SigningStargateClient.connectWithSigner(fixture.nodes[0].rpcUrl, signer)
  const account = fixture.nodes[0].chain.getAccount(address)!
  const raw = await client.sign(
    address,
    [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: { fromAddress: address, toAddress: stranger, amount: [{ denom: 'ustake', amount: '5' }] },
      },
    ],
    calculateFee(200_000, GasPrice.fromString('0.025ustake')),
    '',
    {
      accountNumber: account.accountNumber,
      sequence: sequence ?? Number(account.sequence),
      chainId: String(network.id),
    },
  )
  return { client, raw }
}

describe('createCosmosAdapter (fixture-backed node)', () => {
  it('connect rejected in the wallet fails with an error isUserRejection recognises', async () => {
    fixture.wallet.setBehavior('reject')
    const error = await rejectionOf(() => adapter.connect({ connectorId: CONNECTOR, network }))
    expect(isUserRejection(error)).toBe(true)
  })

  it('sendTransaction rejected at the signing prompt fails with an error isUserRejection recognises', async () => {
    await connectedAddress()
    fixture.wallet.setBehavior('reject', 'signDirect')
    const error = await rejectionOf(() => adapter.sendTransaction({ network, to: stranger, value: 1n }))
    expect(isUserRejection(error)).toBe(true)
  })

  it('refuses an address with another chain prefix, naming both prefixes', async () => {
    const osmo = toBech32('osmo', new Uint8Array(20).fill(1))
    expect(() => adapter.validateAddress({ address: osmo, network })).toThrow(
      `Invalid address "${osmo}": expected prefix "cosmos", got "osmo"`,
    )
    await connectedAddress()
    const error = await rejectionOf(() => adapter.sendTransaction({ network, to: osmo, value: 1n }))
    expect(error).toBeInstanceOf(InvalidAddressError)
  })

  it('verifies an ADR-36 signature and refuses it tampered, for another message or for another address', async () => {
    const address = await connectedAddress()
    const signature = await adapter.signMessage({ message: 'hello cosmos', address, network })
    expect(await adapter.verifyMessage({ message: 'hello cosmos', signature, address, network })).toBe(true)
    const bytes = Buffer.from(signature, 'base64')
    bytes[40] = bytes[40]! ^ 0x01
    const tampered = bytes.toString('base64')
    expect(
      await adapter.verifyMessage({ message: 'hello cosmos', signature: tampered, address, network }),
    ).toBe(false)
    expect(await adapter.verifyMessage({ message: 'hello cosmos!', signature, address, network })).toBe(false)
    expect(
      await adapter.verifyMessage({ message: 'hello cosmos', signature, address: stranger, network }),
    ).toBe(false)
    expect(
      await adapter.verifyMessage({ message: 'hello cosmos', signature: 'not base64!', address, network }),
    ).toBe(false)
  })

  it('the wallet verifies the signature signMessage returned as its own (verifyArbitrary)', async () => {
    const address = await connectedAddress()
    const signed = await fixture.wallet.signArbitrary(String(network.id), address, 'same doc')
    const signature = await adapter.signMessage({ message: 'same doc', address, network })
    expect(signature).toBe(signed.signature)
    expect(await fixture.wallet.verifyArbitrary(String(network.id), address, 'same doc', signed)).toBe(true)
  })

  it('insufficient funds: sendTransaction rejects with TransactionRefusedError from the simulation', async () => {
    await connectedAddress()
    const error = await rejectionOf(() =>
      adapter.sendTransaction({ network, to: stranger, value: 10n ** 30n }),
    )
    expect(error).toBeInstanceOf(TransactionRefusedError)
    expect((error as TransactionRefusedError).reason).toBe('insufficient funds')
  })

  it('the node refuses a wallet-signed transaction with the wrong sequence (code 32)', async () => {
    const account = fixture.nodes[0].chain.getAccount(await connectedAddress())!
    const { client, raw } = await walletSignedTransfer(Number(account.sequence) + 1)
    await expect(client.broadcastTxSync(TxRaw.encode(raw).finish())).rejects.toThrow(
      /code 32.*account sequence mismatch/,
    )
    client.disconnect()
  })

  it('the node refuses a wallet-signed transaction whose signature was altered (code 4)', async () => {
    const { client, raw } = await walletSignedTransfer()
    raw.signatures[0]![3] = raw.signatures[0]![3]! ^ 0x80
    await expect(client.broadcastTxSync(TxRaw.encode(raw).finish())).rejects.toThrow(
      /code 4.*signature verification failed/,
    )
    client.disconnect()
  })

  it('sends the memo given as data and reports the fee the node took', async () => {
    const address = await connectedAddress()
    const before = fixture.nodes[0].chain.balanceOf(address, 'ustake')
    const { hash } = await adapter.sendTransaction({ network, to: stranger, value: 10n, data: 'invoice 42' })
    const receipt = await adapter.waitForTransaction({ hash, network })
    expect(receipt.status).toBe('success')
    const record = fixture.nodes[0].chain.getTx(hash)!
    expect(decodeTxRaw(record.tx).body.memo).toBe('invoice 42')
    expect(fixture.nodes[0].chain.balanceOf(address, 'ustake')).toBe(before - 10n - receipt.fee!)
  })

  it('a key switch in the wallet (keplr_keystorechange) emits accountsChanged with the new account', async () => {
    const first = await connectedAddress()
    const seen: (readonly Account[])[] = []
    adapter.on('accountsChanged', (accounts) => seen.push(accounts))
    fixture.wallet.selectAccount(1)
    try {
      await eventually(() => expect(seen).toHaveLength(1), { timeoutMs: 2_000 })
      expect(seen[0]![0]!.address).not.toBe(first)
      expect(seen[0]![0]!.address).toBe(fixture.nodes[0].accounts[1]!.address)
    } finally {
      fixture.wallet.selectAccount(0)
    }
  })

  it('switchNetwork to a chain the wallet lacks fails with ChainNotSupportedError', async () => {
    await connectedAddress()
    await expect(adapter.switchNetwork({ network: otherNetwork })).rejects.toBeInstanceOf(
      ChainNotSupportedError,
    )
  })

  it('reconnect returns null for a wallet without isEnabled (no silent path), even when authorised', async () => {
    await connectedAddress()
    const { isEnabled: _, ...withoutProbe } = fixture.wallet
    const target = Object.assign(new EventTarget(), {
      keplr: withoutProbe as KeplrLikeProvider,
    }) as CosmosWindow
    const keplrOnly = createCosmosAdapter({ networks: plan.networks, window: target })
    await keplrOnly.init({ endpoints: {} })
    expect(await keplrOnly.reconnect({ connectorId: 'keplr', network })).toBeNull()
  })

  it('discovers Keplr, Leap and Cosmostation under their ids and lists one object only once', async () => {
    const target = Object.assign(new EventTarget(), {
      keplr: fixture.wallet,
      leap: { ...fixture.wallet },
      cosmostation: { providers: { keplr: fixture.wallet } },
    }) as CosmosWindow
    const discovering = createCosmosAdapter({ networks: plan.networks, window: target })
    await discovering.init({ endpoints: {} })
    expect(discovering.getConnectors().map((connector) => connector.id)).toEqual(['keplr', 'leap'])
  })

  it('a stalled signature settles once the user approves', async () => {
    const address = await connectedAddress()
    fixture.wallet.setBehavior('stall')
    const pending = adapter.signMessage({ message: 'later', address, network })
    await eventually(() => expect(fixture.wallet.pendingCount).toBe(1), { timeoutMs: 1_000 })
    expect(fixture.wallet.release('approve')).toBe(1)
    const signature = await pending
    expect(await adapter.verifyMessage({ message: 'later', signature, address, network })).toBe(true)
  })

  it('wallet calls without a connection fail with WalletNotConnectedError', async () => {
    await expect(
      adapter.signMessage({ message: 'x', address: fixture.nodes[0].accounts[0]!.address, network }),
    ).rejects.toThrow('No wallet is connected')
  })
})
