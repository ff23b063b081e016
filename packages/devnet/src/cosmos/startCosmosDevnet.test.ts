import { Secp256k1Wallet } from '@cosmjs/amino'
import { fromHex } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import { calculateFee, GasPrice, SigningStargateClient, StargateClient } from '@cosmjs/stargate'
import { connectComet } from '@cosmjs/tendermint-rpc'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { type CosmosDevnet, startCosmosDevnet } from './startCosmosDevnet.js'

const gasPrice = GasPrice.fromString('0.025ustake')
let devnet: CosmosDevnet

beforeAll(async () => {
  devnet = await startCosmosDevnet()
})
afterAll(() => devnet?.stop())

async function signerFor(index: number) {
  const account = devnet.accounts[index]!
  return DirectSecp256k1Wallet.fromKey(fromHex(account.privateKey), 'cosmos')
}

async function signingClient(index: number) {
  return SigningStargateClient.connectWithSigner(devnet.rpcUrl, await signerFor(index), { gasPrice })
}

const sendMsg = (from: string, to: string, amount: string) => ({
  typeUrl: '/cosmos.bank.v1beta1.MsgSend',
  value: { fromAddress: from, toAddress: to, amount: [{ denom: 'ustake', amount }] },
})

describe('startCosmosDevnet (fixture-backed CometBFT RPC)', () => {
  it('answers unmodified cosmjs: chain id, height and the genesis balance of a derived account', async () => {
    const client = await StargateClient.connect(devnet.rpcUrl)
    expect(await client.getChainId()).toBe('walletport-local')
    expect(await client.getHeight()).toBeGreaterThanOrEqual(1)
    const balance = await client.getBalance(devnet.accounts[0]!.address, 'ustake')
    expect(balance).toEqual({ denom: 'ustake', amount: '1000000000000' })
    expect(await client.getAccount(devnet.accounts[0]!.address)).toMatchObject({ sequence: 0 })
    client.disconnect()
  })

  it('reports an account that never received funds as absent', async () => {
    const client = await StargateClient.connect(devnet.rpcUrl)
    expect(await client.getAccount('cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a')).toBeNull()
    client.disconnect()
  })

  it('applies a SIGN_MODE_DIRECT MsgSend: the recipient gains the amount, the sender pays amount + fee', async () => {
    const [sender, recipient] = [devnet.accounts[0]!.address, devnet.accounts[1]!.address]
    const client = await signingClient(0)
    const before = [devnet.chain.balanceOf(sender, 'ustake'), devnet.chain.balanceOf(recipient, 'ustake')]
    const result = await client.signAndBroadcast(sender, [sendMsg(sender, recipient, '1234')], 'auto', 'hi')
    expect(result.code).toBe(0)
    const tx = await client.getTx(result.transactionHash)
    expect(tx?.height).toBe(result.height)
    const fee = BigInt(
      /(\d+)ustake/.exec(String(tx?.events.find((e) => e.type === 'tx')?.attributes[0]?.value))![1]!,
    )
    expect(devnet.chain.balanceOf(recipient, 'ustake')).toBe(before[1]! + 1234n)
    expect(devnet.chain.balanceOf(sender, 'ustake')).toBe(before[0]! - 1234n - fee)
    expect((await client.getAccount(sender))?.sequence).toBe(1)
    client.disconnect()
  }, 60_000)

  it('accepts a LEGACY_AMINO_JSON signature too', async () => {
    const [sender, recipient] = [devnet.accounts[2]!.address, devnet.accounts[1]!.address]
    const amino = await Secp256k1Wallet.fromKey(fromHex(devnet.accounts[2]!.privateKey), 'cosmos')
    const client = await SigningStargateClient.connectWithSigner(devnet.rpcUrl, amino, { gasPrice })
    const result = await client.signAndBroadcast(sender, [sendMsg(sender, recipient, '77')], 'auto')
    expect(result.code).toBe(0)
    client.disconnect()
  }, 60_000)

  it('refuses a transaction signed with the wrong sequence (code 32)', async () => {
    const sender = devnet.accounts[3]!.address
    const client = await signingClient(3)
    const fee = calculateFee(200_000, gasPrice)
    const raw = await client.sign(sender, [sendMsg(sender, devnet.accounts[1]!.address, '1')], fee, '', {
      accountNumber: devnet.chain.getAccount(sender)!.accountNumber,
      sequence: 5,
      chainId: 'walletport-local',
    })
    await expect(client.broadcastTxSync(TxRaw.encode(raw).finish())).rejects.toThrow(
      /code 32.*account sequence mismatch, expected 0, got 5/,
    )
    client.disconnect()
  })

  it('refuses a transaction whose signature was altered (code 4)', async () => {
    const sender = devnet.accounts[3]!.address
    const client = await signingClient(3)
    const raw = await client.sign(
      sender,
      [sendMsg(sender, devnet.accounts[1]!.address, '1')],
      calculateFee(200_000, gasPrice),
      '',
    )
    raw.signatures[0]![10] = raw.signatures[0]![10]! ^ 0xff
    await expect(client.broadcastTxSync(TxRaw.encode(raw).finish())).rejects.toThrow(
      /code 4.*signature verification failed/,
    )
    client.disconnect()
  })

  it('refuses a transaction signed for another chain id (code 4)', async () => {
    const sender = devnet.accounts[3]!.address
    const client = await signingClient(3)
    const raw = await client.sign(
      sender,
      [sendMsg(sender, devnet.accounts[1]!.address, '1')],
      calculateFee(200_000, gasPrice),
      '',
      {
        accountNumber: devnet.chain.getAccount(sender)!.accountNumber,
        sequence: 0,
        chainId: 'other-1',
      },
    )
    await expect(client.broadcastTxSync(TxRaw.encode(raw).finish())).rejects.toThrow(
      /signature verification failed/,
    )
    client.disconnect()
  })

  it('refuses a fee below gas limit × the minimum gas price (code 13)', async () => {
    const sender = devnet.accounts[3]!.address
    const client = await signingClient(3)
    const fee = { amount: [{ denom: 'ustake', amount: '1' }], gas: '200000' }
    // Signed and broadcast without cosmjs' broadcastTx, whose 60 s timer outlives a refused broadcast.
    const raw = await client.sign(sender, [sendMsg(sender, devnet.accounts[1]!.address, '1')], fee, '')
    await expect(client.broadcastTxSync(TxRaw.encode(raw).finish())).rejects.toThrow(
      /code 13.*insufficient fees/,
    )
    client.disconnect()
  })

  it('insufficient funds: simulation fails; broadcast anyway, the block records code 5 and still takes the fee', async () => {
    const sender = devnet.accounts[4]!.address
    const client = await signingClient(4)
    const tooMuch = [{ denom: 'ustake', amount: '9000000000000' }]
    await expect(
      client.simulate(sender, [sendMsg(sender, devnet.accounts[1]!.address, tooMuch[0]!.amount)], ''),
    ).rejects.toThrow(/insufficient funds/)
    const before = devnet.chain.balanceOf(sender, 'ustake')
    const result = await client.sendTokens(
      sender,
      devnet.accounts[1]!.address,
      tooMuch,
      calculateFee(200_000, gasPrice),
    )
    expect(result.code).toBe(5)
    expect(result.rawLog).toMatch(/insufficient funds/)
    expect(devnet.chain.balanceOf(sender, 'ustake')).toBe(before - 5000n)
    expect((await client.getAccount(sender))?.sequence).toBe(1)
    client.disconnect()
  }, 60_000)

  it('tx_search finds transfers by message.sender and transfer.recipient, pages them and orders them newest first', async () => {
    const comet = await connectComet(devnet.rpcUrl)
    const recipient = devnet.accounts[1]!.address
    const all = await comet.txSearchAll({ query: `transfer.recipient='${recipient}'` })
    expect(all.totalCount).toBe(2)
    const desc = await comet.txSearch({
      query: `transfer.recipient='${recipient}'`,
      per_page: 1,
      page: 1,
      order_by: 'desc',
    })
    expect(desc.txs).toHaveLength(1)
    expect(desc.txs[0]!.height).toBe(Math.max(...all.txs.map((tx) => tx.height)))
    const sent = await comet.txSearch({ query: `message.sender='${devnet.accounts[0]!.address}'` })
    expect(sent.totalCount).toBe(1)
    await expect(
      comet.txSearch({ query: `transfer.recipient='${recipient}'`, per_page: 1, page: 3 }),
    ).rejects.toThrow(/page should be within \[1, 2\] range, given 3/)
    comet.disconnect()
  })

  it('serves the GET (URI) style as well: status and abci_query', async () => {
    const status = (await (await fetch(`${devnet.rpcUrl}/status`)).json()) as {
      result: { node_info: { network: string } }
    }
    expect(status.result.node_info.network).toBe('walletport-local')
    const missing = (await (await fetch(`${devnet.rpcUrl}/tx?hash=0x${'AB'.repeat(32)}`)).json()) as {
      error: { data: string }
    }
    expect(missing.error.data).toBe(`tx (${'AB'.repeat(32)}) not found`)
    const block = (await (await fetch(`${devnet.rpcUrl}/block?height=1`)).json()) as {
      result: { block: { header: { height: string } } }
    }
    expect(block.result.block.header.height).toBe('1')
  })
})
