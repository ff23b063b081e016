import type { OfflineDirectSigner } from '@cosmjs/proto-signing'
import { decodeTxRaw } from '@cosmjs/proto-signing'
import { calculateFee, GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import {
  ChainNotSupportedError,
  defineNetwork,
  InvalidAddressError,
  isUserRejection,
  MethodNotSupportedError,
  WalletNotConnectedError,
} from '@walletport/core'
import { TransactionRefusedError } from '@walletport/core/adapter'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { osmoAddress, rejectionOf, stranger, useCosmosFixture } from '../../test/cosmosTestSetup.js'

const env = useCosmosFixture()
const network = env.network

/** A transfer signed by the devnet wallet itself, with the signer data given (to steer sequence and chain). */
async function walletSignedTransfer(address: string, sequence?: number) {
  const signer = env.fixture.wallet.getOfflineSigner(String(network.id)) as unknown as OfflineDirectSigner
  const client = await SigningStargateClient.connectWithSigner(env.fixture.nodes[0].rpcUrl, signer)
  const account = env.fixture.nodes[0].chain.getAccount(address)!
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

describe('sendTransaction', () => {
  it('sends the memo given as data and reports the fee the node took', async () => {
    const { adapter, address } = await env.connected()
    const before = env.fixture.nodes[0].chain.balanceOf(address, 'ustake')
    const { hash } = await adapter.sendTransaction({ network, to: stranger, value: 10n, data: 'invoice 42' })
    const receipt = await adapter.waitForTransaction({ hash, network })
    expect(receipt.status).toBe('success')
    expect(decodeTxRaw(env.fixture.nodes[0].chain.getTx(hash)!.tx).body.memo).toBe('invoice 42')
    expect(env.fixture.nodes[0].chain.balanceOf(address, 'ustake')).toBe(before - 10n - receipt.fee!)
  })

  it("signs the app's own messages with the fee it fixed (request)", async () => {
    const { adapter, address } = await env.connected()
    const { hash } = await adapter.sendTransaction({
      network,
      to: '',
      value: 0n,
      request: {
        messages: [
          {
            typeUrl: '/cosmos.bank.v1beta1.MsgSend',
            value: { fromAddress: address, toAddress: stranger, amount: [{ denom: 'ustake', amount: '3' }] },
          },
        ],
        fee: { amount: [{ denom: 'ustake', amount: '7000' }], gas: '200000' },
        memo: 'app-built',
      },
    })
    const receipt = await adapter.waitForTransaction({ hash, network })
    expect(receipt.fee).toBe(7000n)
    expect(decodeTxRaw(env.fixture.nodes[0].chain.getTx(hash)!.tx).body.memo).toBe('app-built')
  })

  it('rejected at the signing prompt fails with an error isUserRejection recognises', async () => {
    const { adapter } = await env.connected()
    env.fixture.wallet.setBehavior('reject', 'signDirect')
    const error = await rejectionOf(adapter.sendTransaction({ network, to: stranger, value: 1n }))
    expect(isUserRejection(error)).toBe(true)
  })

  it('refuses an address with another chain prefix, naming both prefixes', async () => {
    const adapter = await env.setup()
    await expect(adapter.validateAddress({ address: osmoAddress, network })).rejects.toThrow(
      `Invalid address "${osmoAddress}": expected prefix "cosmos", got "osmo"`,
    )
    await adapter.connect({ connectorId: 'keplr', network })
    const error = await rejectionOf(adapter.sendTransaction({ network, to: osmoAddress, value: 1n }))
    expect(error).toBeInstanceOf(InvalidAddressError)
  })

  it('insufficient funds: rejects with TransactionRefusedError from the simulation', async () => {
    const { adapter } = await env.connected()
    const error = await rejectionOf(adapter.sendTransaction({ network, to: stranger, value: 10n ** 30n }))
    expect(error).toBeInstanceOf(TransactionRefusedError)
    expect((error as TransactionRefusedError).reason).toBe('insufficient funds')
    expect((error as Error).message).toBe('The node refused the transaction: insufficient funds')
  })

  it('refuses token transfers with MethodNotSupportedError before asking the wallet', async () => {
    const { adapter } = await env.connected()
    const error = await rejectionOf(
      adapter.sendTransaction({ network, to: stranger, value: 1n, token: 'ibc/x' }),
    )
    expect(error).toBeInstanceOf(MethodNotSupportedError)
    expect(env.fixture.wallet.pendingCount).toBe(0)
  })

  it('without a connection fails with WalletNotConnectedError', async () => {
    const adapter = await env.setup()
    const error = await rejectionOf(adapter.sendTransaction({ network, to: stranger, value: 1n }))
    expect(error).toBeInstanceOf(WalletNotConnectedError)
  })

  it("refuses a network that is not among the adapter's, naming expected and received", async () => {
    const { adapter } = await env.connected()
    const foreign = defineNetwork({ ...network, id: 'elsewhere-1', caipNetworkId: 'cosmos:elsewhere-1' })
    const error = await rejectionOf(adapter.sendTransaction({ network: foreign, to: stranger, value: 1n }))
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).details).toMatch(
      /^Expected one of the adapter's networks \(.+\), received cosmos:elsewhere-1$/,
    )
  })

  it('the node refuses a wallet-signed transaction with the wrong sequence (code 32)', async () => {
    const { address } = await env.connected()
    const account = env.fixture.nodes[0].chain.getAccount(address)!
    const { client, raw } = await walletSignedTransfer(address, Number(account.sequence) + 1)
    await expect(client.broadcastTxSync(TxRaw.encode(raw).finish())).rejects.toThrow(
      /code 32.*account sequence mismatch/,
    )
    client.disconnect()
  })

  it('the node refuses a wallet-signed transaction whose signature was altered (code 4)', async () => {
    const { address } = await env.connected()
    const { client, raw } = await walletSignedTransfer(address)
    raw.signatures[0]![3] = raw.signatures[0]![3]! ^ 0x80
    await expect(client.broadcastTxSync(TxRaw.encode(raw).finish())).rejects.toThrow(
      /code 4.*signature verification failed/,
    )
    client.disconnect()
  })
})
