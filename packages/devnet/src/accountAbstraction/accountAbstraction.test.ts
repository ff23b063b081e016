import { join } from 'node:path'
import {
  AbiCoder,
  concat,
  getCreate2Address,
  Interface,
  JsonRpcProvider,
  keccak256,
  Wallet,
  ZeroAddress,
} from 'ethers'
import { evmRpc } from '../evm/evmRpc.js'
import { type EvmNode, startEvmNode } from '../evm/startEvmNode.js'
import { accountAbstractionAddresses, accountAbstractionSalts } from './accountAbstractionAddresses.js'
import { accountAbstractionArtifact } from './accountAbstractionArtifacts.js'
import { accountAbstractionKeys } from './accountAbstractionKeys.js'
import { compileVerifyingPaymaster } from './compileVerifyingPaymaster.js'
import { type AccountAbstractionDeployment, deployAccountAbstraction } from './deployAccountAbstraction.js'
import { type Bundler, BundlerStartError, startBundler } from './startBundler.js'
import { VERIFYING_PAYMASTER_CREATION_CODE } from './verifyingPaymasterCode.js'

const abi = new Interface([
  'function getAddress(address,uint256) view returns (address)',
  'function senderCreator() view returns (address)',
  'function entryPoint() view returns (address)',
  'function verifyingSigner() view returns (address)',
  'function owner() view returns (address)',
  'function getDepositInfo(address) view returns ((uint256 deposit, bool staked, uint112 stake, uint32 unstakeDelaySec, uint48 withdrawTime))',
  'function accountImplementation() view returns (address)',
])

describe('ERC-4337 v0.8 on the devnet', () => {
  let node: EvmNode
  let deployment: AccountAbstractionDeployment
  beforeAll(async () => {
    node = await startEvmNode()
    deployment = await deployAccountAbstraction(node.rpcUrl)
  }, 60_000)
  afterAll(() => node?.stop())

  const call = async (to: string, name: string, args: unknown[] = []) =>
    abi.decodeFunctionResult(
      name,
      await evmRpc<string>(node.rpcUrl, 'eth_call', [
        { to, data: abi.encodeFunctionData(name, args) },
        'latest',
      ]),
    )[0]

  it('the canonical addresses are where the published creation codes land through the deployment proxy', () => {
    const proxy = accountAbstractionAddresses.deploymentProxy
    const factoryCode = concat([
      accountAbstractionArtifact('SimpleAccountFactory').bytecode,
      AbiCoder.defaultAbiCoder().encode(['address'], [accountAbstractionAddresses.entryPoint]),
    ])
    expect(
      getCreate2Address(
        proxy,
        accountAbstractionSalts.entryPoint,
        keccak256(accountAbstractionArtifact('EntryPoint').bytecode),
      ),
    ).toBe(accountAbstractionAddresses.entryPoint)
    expect(
      getCreate2Address(proxy, accountAbstractionSalts.simpleAccountFactory, keccak256(factoryCode)),
    ).toBe(accountAbstractionAddresses.simpleAccountFactory)
    expect(
      getCreate2Address(
        proxy,
        accountAbstractionSalts.simple7702Account,
        keccak256(accountAbstractionArtifact('Simple7702Account').bytecode),
      ),
    ).toBe(accountAbstractionAddresses.simple7702Account)
  })

  it('the committed verifying paymaster code is what solc makes of VerifyingPaymaster.sol', () => {
    expect(compileVerifyingPaymaster(join(__dirname))).toBe(VERIFYING_PAYMASTER_CREATION_CODE)
  }, 60_000)

  it('deploys EntryPoint, factory, Simple7702Account and a deposited, staked verifying paymaster', async () => {
    for (const address of [
      deployment.entryPoint,
      deployment.simpleAccountFactory,
      deployment.simple7702Account,
      deployment.verifyingPaymaster,
    ]) {
      expect(await evmRpc<string>(node.rpcUrl, 'eth_getCode', [address, 'latest'])).not.toBe('0x')
    }
    expect(await call(deployment.simpleAccountFactory, 'senderCreator')).not.toBe(ZeroAddress)
    expect(await call(deployment.verifyingPaymaster, 'verifyingSigner')).toBe(
      accountAbstractionKeys.paymasterSigner.address,
    )
    expect(await call(deployment.verifyingPaymaster, 'owner')).toBe(accountAbstractionKeys.deployer.address)
    const info = await call(deployment.entryPoint, 'getDepositInfo', [deployment.verifyingPaymaster])
    expect(info.deposit).toBe(10n ** 20n)
    expect(info.staked).toBe(true)
    expect(info.stake).toBe(10n ** 18n)
    // A counterfactual account address is known before anything is deployed there.
    const account = await call(deployment.simpleAccountFactory, 'getAddress', [node.accounts[0]!.address, 0n])
    expect(await evmRpc<string>(node.rpcUrl, 'eth_getCode', [account, 'latest'])).toBe('0x')
  })

  it('runs twice on one node without a change (contracts already there are left alone)', async () => {
    expect(await deployAccountAbstraction(node.rpcUrl)).toEqual(deployment)
  })

  it('EIP-7702 is on: an EOA delegates to Simple7702Account and keeps its address', async () => {
    const provider = new JsonRpcProvider(node.rpcUrl, node.chainId, { staticNetwork: true })
    const eoa = new Wallet(node.accounts[5]!.privateKey, provider)
    const authorization = await eoa.authorize({
      address: deployment.simple7702Account,
      nonce: (await provider.getTransactionCount(eoa.address)) + 1,
    })
    const sent = await eoa.sendTransaction({ type: 4, to: eoa.address, authorizationList: [authorization] })
    expect((await sent.wait())?.status).toBe(1)
    expect(await provider.getCode(eoa.address)).toBe(
      `0xef0100${deployment.simple7702Account.slice(2).toLowerCase()}`,
    )
    provider.destroy()
  })

  describe('the bundler (alto)', () => {
    let bundler: Bundler
    beforeAll(async () => {
      bundler = await startBundler({ rpcUrl: node.rpcUrl })
    }, 120_000)
    afterAll(() => bundler?.stop())

    it('answers the standard bundler JSON-RPC on loopback for EntryPoint v0.8 and this chain', async () => {
      expect(bundler.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await evmRpc<string[]>(bundler.url, 'eth_supportedEntryPoints')).toEqual([
        accountAbstractionAddresses.entryPoint,
      ])
      expect(Number(await evmRpc<string>(bundler.url, 'eth_chainId'))).toBe(node.chainId)
    })

    it('a busy fixed port fails the start naming the port', async () => {
      await expect(startBundler({ rpcUrl: node.rpcUrl, port: bundler.port })).rejects.toThrow(
        new BundlerStartError(
          `Port ${bundler.port} on 127.0.0.1 is already in use; the ERC-4337 bundler (alto) wants it`,
          '',
        ),
      )
    })

    it('stop ends the alto process', async () => {
      const second = await startBundler({ rpcUrl: node.rpcUrl })
      await second.stop()
      expect(() => process.kill(second.pid, 0)).toThrow()
    }, 120_000)
  })
})
