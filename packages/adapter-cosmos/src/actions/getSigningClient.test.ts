import { makeSignDoc as makeAminoSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromUtf8, toUtf8 } from '@cosmjs/encoding'
import { decodeTxRaw, makeSignBytes, makeSignDoc, Registry } from '@cosmjs/proto-signing'
import {
  AminoTypes,
  calculateFee,
  createDefaultAminoConverters,
  defaultRegistryTypes,
  GasPrice,
} from '@cosmjs/stargate'
import { MethodNotSupportedError, WalletNotConnectedError } from '@walletport/core'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { MsgExecuteContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx'
import { answering, CONNECTOR, rejectionOf, stranger, useCosmosFixture } from '../../test/cosmosTestSetup.js'

// Fixture-backed: the devnet's CometBFT RPC node (bank sends only) and its Keplr-style test wallet.
const env = useCosmosFixture({ walletChains: 2 })
const chainId = String(env.network.id)
const fee = calculateFee(200_000, GasPrice.fromString('0.025ustake'))
const EXECUTE = '/cosmwasm.wasm.v1.MsgExecuteContract'
const registry = new Registry([...defaultRegistryTypes, [EXECUTE, MsgExecuteContract]])
const aminoTypes = new AminoTypes({
  ...createDefaultAminoConverters(),
  [EXECUTE]: {
    aminoType: 'wasm/MsgExecuteContract',
    toAmino: ({ sender, contract, msg, funds }: MsgExecuteContract) => ({
      sender,
      contract,
      msg: JSON.parse(fromUtf8(msg)),
      funds,
    }),
    fromAmino: ({ sender, contract, msg, funds }) =>
      MsgExecuteContract.fromPartial({ sender, contract, msg: toUtf8(JSON.stringify(msg)), funds }),
  },
})
const execute = (sender: string) => ({
  typeUrl: EXECUTE,
  value: MsgExecuteContract.fromPartial({ sender, contract: stranger, msg: toUtf8('{"increment":{}}') }),
})
const bankSend = (from: string, amount: string) => ({
  typeUrl: '/cosmos.bank.v1beta1.MsgSend',
  value: { fromAddress: from, toAddress: stranger, amount: [{ denom: 'ustake', amount }] },
})

afterEach(() => env.fixture.wallet.selectAccount(0))

describe('getSigningClient', () => {
  it('broadcasts a bank send signed through the wallet, with the fee estimated at the network gas price', async () => {
    const { adapter, address } = await env.connected()
    const before = env.fixture.nodes[0].chain.balanceOf(stranger, 'ustake')
    const client = await adapter.getSigningClient()
    const result = await client.signAndBroadcast(address, [bankSend(address, '21')], 'auto', 'via cosmjs')
    expect(result.code).toBe(0)
    expect(env.fixture.nodes[0].chain.balanceOf(stranger, 'ustake')).toBe(before + 21n)
    const receipt = await adapter.waitForTransaction({ hash: result.transactionHash, network: env.network })
    expect(receipt.status).toBe('success')
  })

  it('is kept per account and network, and made again after an account change, a switch or a disconnect', async () => {
    const { adapter } = await env.connected()
    const first = await adapter.getSigningClient()
    expect(await adapter.getSigningClient()).toBe(first)
    expect(await adapter.getSigningClient({ registry })).not.toBe(first)

    const changed = new Promise<readonly { address: string }[]>((resolve) =>
      adapter.on('accountsChanged', resolve),
    )
    env.fixture.wallet.selectAccount(1)
    const next = (await changed)[0]!.address
    const second = await adapter.getSigningClient()
    expect(second).not.toBe(first)
    await expect(second.sign(next, [bankSend(next, '1')], fee, '')).resolves.toBeDefined()

    const onOther = await adapter.getSigningClient({ network: env.otherNetwork })
    expect(await onOther.getChainId()).toBe(String(env.otherNetwork.id))
    await adapter.switchNetwork({ network: env.network })
    expect(await adapter.getSigningClient()).not.toBe(second)

    await adapter.disconnect()
    expect(await rejectionOf(adapter.getSigningClient())).toBeInstanceOf(WalletNotConnectedError)
  })

  it('signs a CosmWasm message with the app registry; without it cosmjs cannot encode the message', async () => {
    const { adapter, address } = await env.connected()
    const plain = await adapter.getSigningClient()
    await expect(plain.sign(address, [execute(address)], fee, '')).rejects.toThrow(
      `Unregistered type url: ${EXECUTE}`,
    )
    const client = await adapter.getSigningClient({ registry })
    const raw = await client.sign(address, [execute(address)], fee, 'wasm')
    const { body } = decodeTxRaw(TxRaw.encode(raw).finish())
    expect(registry.decode(body.messages[0]!)).toMatchObject({ sender: address, contract: stranger })
    const account = env.fixture.nodes[0].chain.getAccount(address)!
    const doc = makeSignDoc(raw.bodyBytes, raw.authInfoBytes, chainId, Number(account.accountNumber))
    const { pubKey } = await env.fixture.wallet.getKey(chainId)
    const signature = Secp256k1Signature.fromFixedLength(raw.signatures[0]!)
    expect(await Secp256k1.verifySignature(signature, sha256(makeSignBytes(doc)), pubKey)).toBe(true)
    // The fixture node runs bank sends only: it refuses the message as a node without the wasm module does.
    await expect(client.broadcastTxSync(TxRaw.encode(raw).finish())).rejects.toThrow(
      `unable to resolve type URL ${EXECUTE}`,
    )
  })

  it("signMode 'amino': the wallet signs the app's amino JSON; a bank send so signed is accepted", async () => {
    const { adapter, address } = await env.connected()
    const client = await adapter.getSigningClient({ registry, aminoTypes, signMode: 'amino' })
    const account = env.fixture.nodes[0].chain.getAccount(address)!
    const raw = await client.sign(address, [execute(address)], fee, 'amino')
    const aminoMessage = {
      type: 'wasm/MsgExecuteContract',
      value: { sender: address, contract: stranger, msg: { increment: {} }, funds: [] },
    }
    const doc = makeAminoSignDoc(
      [aminoMessage],
      fee,
      chainId,
      'amino',
      Number(account.accountNumber),
      Number(account.sequence),
    )
    const { pubKey } = await env.fixture.wallet.getKey(chainId)
    const signature = Secp256k1Signature.fromFixedLength(raw.signatures[0]!)
    expect(await Secp256k1.verifySignature(signature, sha256(serializeSignDoc(doc)), pubKey)).toBe(true)

    const sent = await client.signAndBroadcast(address, [bankSend(address, '5')], 'auto')
    expect(sent.code).toBe(0)
  })

  it("signMode 'amino' with a wallet that has no amino-only signer: MethodNotSupportedError", async () => {
    const wallet = answering(env.fixture.wallet, { getOfflineSignerOnlyAmino: undefined })
    const adapter = await env.setup({ page: env.pageWith(wallet) })
    await adapter.connect({ connectorId: CONNECTOR, network: env.network })
    const error = await rejectionOf(adapter.getSigningClient({ signMode: 'amino' }))
    expect(error).toBeInstanceOf(MethodNotSupportedError)
    expect((error as MethodNotSupportedError).method).toBe('getOfflineSignerOnlyAmino')
  })

  it('without a connection fails with WalletNotConnectedError', async () => {
    const adapter = await env.setup()
    expect(await rejectionOf(adapter.getSigningClient())).toBeInstanceOf(WalletNotConnectedError)
  })
})
