import { evmRpc } from '@walletport/devnet'
import { Wallet } from 'ethers'
import { useEvmFixture } from '../test/evmTestSetup.js'
import { ownedAccount, wrapErc6492 } from '../test/ownedAccount.js'
import { createEvmAdapter } from './createEvmAdapter.js'

const env = useEvmFixture()
const [networkA] = env.networks

// Vectors on anvil: OwnedAccount.sol (compiled with solc, test/) made with CREATE2 by anvil's deterministic deployer,
// so its address is known before it exists; it accepts its owner's ECDSA signature of the hash (ERC-1271).
describe('verifyMessage with contract accounts: ERC-1271 deployed, ERC-6492 counterfactual', () => {
  const message = 'Sign in as a smart account'
  const owner = Wallet.createRandom()
  const stranger = Wallet.createRandom()
  const adapter = () => createEvmAdapter({ networks: env.networks })

  // solc compiles the account once, before the tests (seconds on a loaded machine).
  beforeAll(() => ownedAccount(owner.address, 0n), 120_000)

  it('ERC-6492: a counterfactual account verifies its wrapped signature on the node, nothing deployed', async () => {
    const account = ownedAccount(owner.address, 1n)
    const signature = wrapErc6492(account.factory, account.factoryData, await owner.signMessage(message))
    const evm = adapter()
    expect(await evm.verifyMessage({ message, signature, address: account.address, network: networkA })).toBe(
      true,
    )
    // A stranger's signature, another message, another account's address: refused.
    const forged = wrapErc6492(account.factory, account.factoryData, await stranger.signMessage(message))
    expect(
      await evm.verifyMessage({ message, signature: forged, address: account.address, network: networkA }),
    ).toBe(false)
    expect(
      await evm.verifyMessage({ message: 'other', signature, address: account.address, network: networkA }),
    ).toBe(false)
    const other = ownedAccount(owner.address, 2n)
    expect(await evm.verifyMessage({ message, signature, address: other.address, network: networkA })).toBe(
      false,
    )
    expect(await evm.isSmartAccountSigner({ signature, address: account.address, network: networkA })).toBe(
      true,
    )
    // The simulation left nothing on chain: the account is still not deployed.
    expect(await evmRpc(env.fixture.nodes[0].rpcUrl, 'eth_getCode', [account.address, 'latest'])).toBe('0x')
  })

  it('ERC-1271: once deployed, the account verifies its plain and its 6492-wrapped signature', async () => {
    const account = ownedAccount(owner.address, 3n)
    const node = env.fixture.nodes[0]
    const evm = adapter()
    const hash = await evmRpc<string>(node.rpcUrl, 'eth_sendTransaction', [
      { from: node.accounts[9]!.address, to: account.factory, data: account.factoryData },
    ])
    expect((await evm.waitForTransaction({ hash, network: networkA })).status).toBe('success')
    expect(await evmRpc(node.rpcUrl, 'eth_getCode', [account.address, 'latest'])).not.toBe('0x')
    const plain = await owner.signMessage(message)
    expect(
      await evm.verifyMessage({ message, signature: plain, address: account.address, network: networkA }),
    ).toBe(true)
    const wrapped = wrapErc6492(account.factory, account.factoryData, plain)
    expect(
      await evm.verifyMessage({ message, signature: wrapped, address: account.address, network: networkA }),
    ).toBe(true)
    expect(
      await evm.verifyMessage({
        message,
        signature: await stranger.signMessage(message),
        address: account.address,
        network: networkA,
      }),
    ).toBe(false)
    expect(
      await evm.isSmartAccountSigner({ signature: plain, address: account.address, network: networkA }),
    ).toBe(true)
  })

  it('a 6492 wrapper wrapped twice is unwrapped once: refused at once, no loop, nothing deployed', async () => {
    const account = ownedAccount(owner.address, 4n)
    const once = wrapErc6492(account.factory, account.factoryData, await owner.signMessage(message))
    const twice = wrapErc6492(account.factory, account.factoryData, once)
    const evm = adapter()
    expect(
      await evm.verifyMessage({ message, signature: twice, address: account.address, network: networkA }),
    ).toBe(false)
    // The inner wrapper around another factory call (a different account) does not make this one valid either.
    const elsewhere = ownedAccount(stranger.address, 4n)
    const mixed = wrapErc6492(
      elsewhere.factory,
      elsewhere.factoryData,
      wrapErc6492(account.factory, account.factoryData, await owner.signMessage(message)),
    )
    expect(
      await evm.verifyMessage({ message, signature: mixed, address: account.address, network: networkA }),
    ).toBe(false)
    expect(
      await evm.verifyMessage({ message, signature: once, address: account.address, network: networkA }),
    ).toBe(true)
  })

  it('an EOA is no smart account signer; its signature still verifies by recovery', async () => {
    const evm = adapter()
    const signature = await owner.signMessage(message)
    expect(await evm.verifyMessage({ message, signature, address: owner.address, network: networkA })).toBe(
      true,
    )
    expect(await evm.isSmartAccountSigner({ signature, address: owner.address, network: networkA })).toBe(
      false,
    )
  })
})
