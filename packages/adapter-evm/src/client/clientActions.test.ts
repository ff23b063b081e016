import { createWalletPort, UserRejectedRequestError, WalletNotConnectedError } from '@walletport/core'
import { eventually } from '@walletport/core/testing'
import { Wallet } from 'ethers'
import { rejectionOf, TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'
import { deploy, testTokenCreationCode } from '../../test/testContracts.js'
import { getCallsStatus, sendCalls } from './sendCalls.js'
import { signTypedData } from './signTypedData.js'
import { writeContract } from './writeContract.js'

const env = useEvmFixture()
const [networkA, networkB] = env.networks
const erc20 = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const
let token: string

beforeAll(async () => {
  token = await deploy(
    env.fixture.nodes[0].rpcUrl,
    env.fixture.nodes[0].accounts[8]!.address,
    testTokenCreationCode(9_000_000n),
  )
})

/** A client on the devnet test wallet of account `index`, connected on eip155. */
async function connectedClient(index: number) {
  const made = await env.setup({
    index,
    options: { tokens: { [networkA!.caipNetworkId]: [{ address: token }] } },
  })
  const client = createWalletPort({ adapters: [made.adapter], networks: [networkA!, networkB!] })
  await client.ready
  await client.connect({ connectorId: TEST_WALLET, namespace: 'eip155' })
  return { ...made, client }
}

describe('eip155 client actions', () => {
  it('writeContract writes on the connected network with ABI-typed args; the transfer is mined on anvil', async () => {
    const { client, adapter } = await connectedClient(8)
    const recipient = Wallet.createRandom().address as `0x${string}`
    const { hash } = await writeContract(client, {
      address: token,
      abi: erc20,
      functionName: 'transfer',
      args: [recipient, 2_500_000n],
    })
    expect((await adapter.waitForTransaction({ hash, network: networkA! })).status).toBe('success')
    const [balance] = await adapter.getTokenBalances({ address: recipient, network: networkA! })
    expect(balance?.quantity.numeric).toBe('2.5')
    client.destroy()
  })

  it('signTypedData signs the typed message; the signature verifies for the connected account', async () => {
    const { client, adapter, address } = await connectedClient(3)
    const typedData = {
      domain: { name: 'Mail', version: '1', chainId: 31337 },
      types: {
        Mail: [
          { name: 'contents', type: 'string' },
          { name: 'nonce', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: { contents: 'hello', nonce: 7n },
    } as const
    const signature = await signTypedData(client, typedData)
    expect(await adapter.verifyTypedData({ typedData, signature, address, network: networkA! })).toBe(true)
    client.destroy()
  })

  it('sendCalls sends an EIP-5792 batch that getCallsStatus reports confirmed', async () => {
    const { client, adapter } = await connectedClient(4)
    const to = Wallet.createRandom().address
    const { id } = await sendCalls(client, {
      calls: [
        { to, value: 4n },
        { to, value: 6n },
      ],
    })
    await eventually(async () => expect((await getCallsStatus(client, { id })).status).toBe(200), {
      timeoutMs: 20_000,
    })
    expect((await adapter.getBalance({ address: to, network: networkA! })).value).toBe(10n)
    client.destroy()
  })

  it('a refusal is UserRejectedRequestError; after a disconnect the adapter refuses to write', async () => {
    const { client, wallet } = await connectedClient(5)
    wallet.setBehavior('reject')
    expect(
      await rejectionOf(sendCalls(client, { calls: [{ to: Wallet.createRandom().address, value: 1n }] })),
    ).toBeInstanceOf(UserRejectedRequestError)
    await client.disconnect()
    expect(
      await rejectionOf(
        writeContract(client, {
          address: token,
          abi: erc20,
          functionName: 'transfer',
          args: [token as `0x${string}`, 1n],
        }),
      ),
    ).toBeInstanceOf(WalletNotConnectedError)
    client.destroy()
  })
})
