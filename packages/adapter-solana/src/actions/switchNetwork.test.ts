import { ChainNotSupportedError } from '@walletport/core'
import { solana } from '@walletport/core/networks'
import { createSolanaTestWallet, registerStandardWallet } from '@walletport/devnet'
import { TEST_WALLET_ID, useSolanaFixture } from '../../test/solanaTestSetup.js'
import { createSolanaAdapter } from '../createSolanaAdapter.js'

const env = useSolanaFixture()
const [network, otherNetwork] = env.networks

describe('switchNetwork', () => {
  it('moves the connection to another cluster the wallet serves and sends networkChanged', async () => {
    const { adapter, wallet } = await env.connected()
    const changes: string[] = []
    adapter.on('networkChanged', (id) => changes.push(id))
    await adapter.switchNetwork({ network: otherNetwork })
    expect(changes).toEqual([otherNetwork.caipNetworkId])
    env.fixture.devnets[1].airdrop(wallet.address, 1_000_000n)
    expect((await adapter.getBalance({ address: wallet.address, network: otherNetwork })).value).toBe(
      1_000_000n,
    )
  })

  it('refuses to switch to a cluster the wallet does not serve', async () => {
    const window = new EventTarget()
    const single = createSolanaTestWallet({ rpcUrl: env.fixture.devnets[0].rpcUrl })
    registerStandardWallet(single.wallet, window)
    const adapter = createSolanaAdapter({ networks: env.networks, window })
    await adapter.init({ endpoints: {} })
    await adapter.connect({ connectorId: TEST_WALLET_ID, network })
    const error = await adapter.switchNetwork({ network: otherNetwork }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).details).toBe(
      'WalletPort Test Wallet does not list solana:devnet or solana:localnet-b among its chains',
    )
  })

  it("refuses a network that is not among the adapter's, naming both", async () => {
    const { adapter } = await env.connected()
    const error = await adapter.switchNetwork({ network: solana }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).details).toBe(
      `Expected one of the adapter's networks (${network.caipNetworkId}, ${otherNetwork.caipNetworkId}), received ${solana.caipNetworkId}`,
    )
  })
})
