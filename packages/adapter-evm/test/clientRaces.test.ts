import {
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  WalletPortError,
} from '@walletport/core'
import { eventually } from '@walletport/core/testing'
import { announceEvmTestWallet, createEvmTestWallet, type EvmTestWallet } from '@walletport/devnet'
import { createEvmAdapter } from '../src/createEvmAdapter.js'
import { useEvmFixture } from './evmTestSetup.js'

// Issue 35's races a person can cause, through core's client, adapter-evm and two devnet test wallets (EIP-6963,
// each with its own rdns) on a real anvil node. The rule: the newest user intent wins, and the state matches the
// wallets at rest.

const evm = useEvmFixture()
const WALLET_A = 'test.wallet.a'
const WALLET_B = 'test.wallet.b'
const bound = { timeoutMs: 20_000, intervalMs: 20 }

async function setup({ chainId = 31337 }: { chainId?: number } = {}) {
  const window = new EventTarget()
  const wallets: Record<string, EvmTestWallet> = {}
  for (const [index, rdns] of [WALLET_A, WALLET_B].entries()) {
    const wallet = createEvmTestWallet({
      accounts: [evm.fixture.nodes[0].accounts[index + 3]!],
      rpcUrls: evm.rpcUrls(),
      chainId,
    })
    announceEvmTestWallet(wallet, { window, rdns, name: rdns })
    wallets[rdns] = wallet
  }
  const client = createWalletPort({
    adapters: [createEvmAdapter({ networks: evm.networks, window })],
    networks: evm.networks,
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    enableWalletConnect: false,
  })
  await client.ready
  const a = wallets[WALLET_A]!
  const b = wallets[WALLET_B]!
  const chain = () => {
    const state = client.getState().chains.eip155
    return { status: state?.accountState.status, connectorId: state?.connectorId }
  }
  return { client, a, b, chain }
}

describe('issue 35 races through adapter-evm and the devnet test wallet', () => {
  it('pick A, then B; approve A, reject B: A is closed at the wallet and the app says disconnected', async () => {
    const { client, a, b, chain } = await setup()
    a.setBehavior('stall', 'eth_requestAccounts')
    b.setBehavior('stall', 'eth_requestAccounts')
    const first = client.connect({ connectorId: WALLET_A }).catch((error: unknown) => error)
    await eventually(() => expect(a.pendingCount).toBe(1), bound)
    const second = client.connect({ connectorId: WALLET_B }).catch((error: unknown) => error)
    await eventually(() => expect(b.pendingCount).toBe(1), bound)
    a.release('approve')
    await first
    b.release('reject')
    await second
    await eventually(() => expect(a.isAuthorized).toBe(false), bound)
    expect(chain()).toEqual({ status: 'disconnected', connectorId: undefined })
    expect(client.getProvider()).toBeUndefined()
    client.destroy()
  })

  it('approve, then at once the wallet revokes the site (while its switch prompt shows): the app ends disconnected', async () => {
    // The wallet sits on another chain: after the accounts, the adapter asks it to switch; the user, instead of
    // answering, locks the wallet (the site's access is gone) and the prompt closes.
    const { client, a, chain } = await setup({ chainId: 31338 })
    a.setBehavior('stall', 'wallet_switchEthereumChain')
    const connecting = client.connect({ connectorId: WALLET_A }).catch((error: unknown) => error)
    await eventually(() => expect(a.pendingCount).toBe(1), bound)
    expect(a.isAuthorized).toBe(true)
    a.revoke()
    a.release('reject')
    const failure = await connecting
    expect(failure).toBeInstanceOf(WalletPortError)
    expect(chain()).toEqual({ status: 'disconnected', connectorId: undefined })
    expect(client.getProvider()).toBeUndefined()
    client.destroy()
  })
})
