import {
  connect,
  disconnect,
  getAccount,
  getBalance,
  readContract,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from '@wagmi/core'
import { erc20Abi, UserRejectedRequestError, verifyMessage } from 'viem'
import { TEST_WALLET, useWagmiFixture } from '../test/useWagmiFixture.js'
import { EvmNetworkNotConfiguredError } from './errors.js'
import { walletPortConnectorId } from './walletPort.js'

const env = useWagmiFixture()

const until = async (condition: () => boolean, what: string, timeoutMs = 5_000) => {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const recipient = '0x000000000000000000000000000000000000dEaD'

describe('walletPort connector', () => {
  it("wagmi's connect opens the modal; the wallet picked there serves sign, a contract write, switch and disconnect", async () => {
    const { client, wallet, config, token } = env.setup({ index: 1 })
    await client.ready
    const [connector] = config.connectors
    expect(connector?.id).toBe(walletPortConnectorId)

    const connecting = connect(config, { connector: connector! })
    await until(() => client.getState().modal.open, 'the modal to open')
    expect(client.getState().modal.view).toBe('Connect')
    await client.connect({ connectorId: TEST_WALLET })
    const result = await connecting
    const address = wallet.addresses[0]! as `0x${string}`
    expect(result).toEqual({ accounts: [address], chainId: 31337 })
    expect(getAccount(config)).toMatchObject({ status: 'connected', address, chainId: 31337 })

    const signature = await signMessage(config, { message: 'hello wagmi' })
    expect(await verifyMessage({ address, message: 'hello wagmi', signature })).toBe(true)

    const before = await readContract(config, {
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
    const hash = await writeContract(config, {
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 5n],
    })
    const receipt = await waitForTransactionReceipt(config, { hash })
    expect(receipt.status).toBe('success')
    expect(
      await readContract(config, {
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(before + 5n)

    await switchChain(config, { chainId: 31338 })
    expect(getAccount(config).chainId).toBe(31338)
    expect(client.getState().chains.eip155?.networkState.caipNetwork?.id).toBe(31338)
    expect(wallet.chainId).toBe(31338)

    await disconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
  })

  it("a connect, switch and disconnect made in WalletPort's modal reach wagmi's state", async () => {
    const { client, wallet, config, networks } = env.setup({ index: 2 })
    await client.ready
    expect(getAccount(config).status).toBe('disconnected')

    await client.connect({ connectorId: TEST_WALLET })
    await until(() => getAccount(config).status === 'connected', 'wagmi to connect')
    expect(getAccount(config)).toMatchObject({ address: wallet.addresses[0], chainId: 31337 })

    await client.switchNetwork(networks[1])
    await until(() => getAccount(config).chainId === 31338, "wagmi's chain to follow")

    await client.disconnect()
    await until(() => getAccount(config).status === 'disconnected', 'wagmi to disconnect')
  })

  it("wagmi's sendTransaction is signed by the wallet WalletPort connected and mined; connect({ chainId }) switches first", async () => {
    const { client, wallet, config } = env.setup({ index: 7 })
    await client.ready
    const connecting = connect(config, { connector: config.connectors[0]!, chainId: 31338 })
    await until(() => client.getState().modal.open, 'the modal to open')
    await client.connect({ connectorId: TEST_WALLET })
    expect(await connecting).toMatchObject({ chainId: 31338 })
    expect(wallet.chainId).toBe(31338)
    expect(client.getState().chains.eip155?.networkState.caipNetwork?.id).toBe(31338)

    const to = '0x00000000000000000000000000000000000fee01' as const
    const hash = await sendTransaction(config, { to, value: 1_234n })
    expect((await waitForTransactionReceipt(config, { hash, chainId: 31338 })).status).toBe('success')
    expect((await getBalance(config, { address: to, chainId: 31338 })).value).toBe(1_234n)
  })

  it('the wallet switching chain by itself reaches both', async () => {
    const { client, wallet, config } = env.setup({ index: 3 })
    await client.ready
    await client.connect({ connectorId: TEST_WALLET })
    await until(() => getAccount(config).status === 'connected', 'wagmi to connect')
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await until(() => getAccount(config).chainId === 31338, "wagmi's chain to follow the wallet")
    expect(client.getState().chains.eip155?.networkState.caipNetwork?.id).toBe(31338)
  })

  it("closing the modal rejects wagmi's connect as a user refusal, and nothing is connected", async () => {
    const { client, config } = env.setup({ index: 4 })
    await client.ready
    const connecting = connect(config, { connector: config.connectors[0]! })
    await until(() => client.getState().modal.open, 'the modal to open')
    client.close()
    const error = await connecting.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as Error).message).toContain('The connect modal was closed before an EVM wallet connected')
    expect(getAccount(config).status).toBe('disconnected')
    expect(client.getState().chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('a switch to a chain WalletPort was not given, or refused by the wallet, leaves both on the old chain', async () => {
    const { client, wallet, config } = env.setup({ index: 5 })
    await client.ready
    await client.connect({ connectorId: TEST_WALLET })
    await until(() => getAccount(config).status === 'connected', 'wagmi to connect')

    const unknown = await switchChain(config, { chainId: 1 as 31337 }).catch((caught: unknown) => caught)
    expect(String(unknown)).toMatch(/Chain not configured|not one of the WalletPort client's eip155 networks/)

    wallet.setBehavior('reject', 'wallet_switchEthereumChain')
    const refused = await switchChain(config, { chainId: 31338 }).catch((caught: unknown) => caught)
    expect(refused).toBeInstanceOf(Error)
    expect(getAccount(config).chainId).toBe(31337)
    expect(client.getState().chains.eip155?.networkState.caipNetwork?.id).toBe(31337)
    wallet.resetBehavior()
  })

  it("wagmi's reconnect finds the connection WalletPort restored, and finds none when there is none", async () => {
    const { client, config } = env.setup({ index: 6 })
    await reconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
    await client.connect({ connectorId: TEST_WALLET })
    await reconnect(config)
    expect(getAccount(config).status).toBe('connected')
  })
})

describe('walletPort connector errors', () => {
  it('names the chain and the configured ones', () => {
    expect(new EvmNetworkNotConfiguredError(1, [31337, 31338]).details).toBe(
      "Configured: 31337, 31338. Add it to createWalletPort's networks.",
    )
  })
})
