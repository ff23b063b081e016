import { AbiCoder, concat, getCreate2Address, Interface, keccak256, parseEther, toBeHex } from 'ethers'
import { evmRpc } from '../evm/evmRpc.js'
import { sendFrom } from '../uniswap/sendFrom.js'
import { accountAbstractionAddresses, accountAbstractionSalts } from './accountAbstractionAddresses.js'
import { accountAbstractionArtifact } from './accountAbstractionArtifacts.js'
import { accountAbstractionKeys } from './accountAbstractionKeys.js'
import { VERIFYING_PAYMASTER_CREATION_CODE } from './verifyingPaymasterCode.js'

export interface AccountAbstractionDeployment {
  entryPoint: string
  simpleAccountFactory: string
  simple7702Account: string
  /** VerifyingPaymaster.sol: pays for what `paymasterSigner` signed; deposited and staked on the EntryPoint. */
  verifyingPaymaster: string
  paymasterSigner: string
  paymasterOwner: string
  /** The paymaster's deposit on the EntryPoint right after the deployment (wei). */
  paymasterDeposit: bigint
}

export interface DeployAccountAbstractionParameters {
  /** The address whose signatures the paymaster accepts (default `accountAbstractionKeys.paymasterSigner`). */
  paymasterSigner?: string
  /** Wei deposited for the paymaster on the EntryPoint (default 100 ETH). */
  paymasterDeposit?: bigint
  /** Wei staked by the paymaster (default 1 ETH, one day's unstake delay). */
  paymasterStake?: bigint
}

const abi = AbiCoder.defaultAbiCoder()
const entryPointAbi = new Interface(['function depositTo(address) payable'])
const paymasterAbi = new Interface(['function addStake(uint32) payable'])

/** The verifying paymaster's creation code with its constructor arguments (EntryPoint, signer, owner). */
function paymasterInitCode(signer: string, owner: string): string {
  return concat([
    VERIFYING_PAYMASTER_CREATION_CODE,
    abi.encode(['address', 'address', 'address'], [accountAbstractionAddresses.entryPoint, signer, owner]),
  ])
}

/** Where `deployAccountAbstraction` puts the verifying paymaster for this signer (owner: the devnet deployer). */
export function verifyingPaymasterAddressOf(
  signer: string = accountAbstractionKeys.paymasterSigner.address,
  owner: string = accountAbstractionKeys.deployer.address,
): string {
  return getCreate2Address(
    accountAbstractionAddresses.deploymentProxy,
    accountAbstractionSalts.verifyingPaymaster,
    keccak256(paymasterInitCode(signer, owner)),
  )
}

/**
 * Deploys ERC-4337 v0.8 on an anvil node (Prague or later): EntryPoint, SimpleAccountFactory and Simple7702Account
 * from the published artifacts through the deterministic deployment proxy (their canonical addresses), then the
 * verifying paymaster, deposited and staked. Contracts already there are left alone, so it can run twice.
 */
export async function deployAccountAbstraction(
  rpcUrl: string,
  parameters: DeployAccountAbstractionParameters = {},
): Promise<AccountAbstractionDeployment> {
  const {
    paymasterSigner = accountAbstractionKeys.paymasterSigner.address,
    paymasterDeposit = parseEther('100'),
    paymasterStake = parseEther('1'),
  } = parameters
  const owner = accountAbstractionKeys.deployer.address
  await evmRpc(rpcUrl, 'anvil_setBalance', [owner, toBeHex(parseEther('1000000'))])
  await evmRpc(rpcUrl, 'anvil_impersonateAccount', [owner])
  const { proxyDeploy } = createProxyDeployer(rpcUrl, owner)

  const factoryCode = concat([
    accountAbstractionArtifact('SimpleAccountFactory').bytecode,
    abi.encode(['address'], [accountAbstractionAddresses.entryPoint]),
  ])
  // The EntryPoint first: the paymaster's constructor asks it for its interface.
  await proxyDeploy(
    'EntryPoint v0.8',
    accountAbstractionAddresses.entryPoint,
    accountAbstractionSalts.entryPoint,
    accountAbstractionArtifact('EntryPoint').bytecode,
  )
  await proxyDeploy(
    'SimpleAccountFactory',
    accountAbstractionAddresses.simpleAccountFactory,
    accountAbstractionSalts.simpleAccountFactory,
    factoryCode,
  )
  await proxyDeploy(
    'Simple7702Account',
    accountAbstractionAddresses.simple7702Account,
    accountAbstractionSalts.simple7702Account,
    accountAbstractionArtifact('Simple7702Account').bytecode,
  )
  const verifyingPaymaster = verifyingPaymasterAddressOf(paymasterSigner, owner)
  const created = await proxyDeploy(
    'VerifyingPaymaster',
    verifyingPaymaster,
    accountAbstractionSalts.verifyingPaymaster,
    paymasterInitCode(paymasterSigner, owner),
  )
  if (created) {
    await sendFrom(rpcUrl, 'the paymaster deposit', {
      from: owner,
      to: accountAbstractionAddresses.entryPoint,
      data: entryPointAbi.encodeFunctionData('depositTo', [verifyingPaymaster]),
      value: paymasterDeposit,
    })
    await sendFrom(rpcUrl, 'the paymaster stake', {
      from: owner,
      to: verifyingPaymaster,
      data: paymasterAbi.encodeFunctionData('addStake', [86_400]),
      value: paymasterStake,
    })
  }
  const deposit = await evmRpc<string>(rpcUrl, 'eth_call', [
    {
      to: accountAbstractionAddresses.entryPoint,
      data: new Interface(['function balanceOf(address) view returns (uint256)']).encodeFunctionData(
        'balanceOf',
        [verifyingPaymaster],
      ),
    },
    'latest',
  ])
  return {
    entryPoint: accountAbstractionAddresses.entryPoint,
    simpleAccountFactory: accountAbstractionAddresses.simpleAccountFactory,
    simple7702Account: accountAbstractionAddresses.simple7702Account,
    verifyingPaymaster,
    paymasterSigner,
    paymasterOwner: owner,
    paymasterDeposit: BigInt(deposit),
  }
}

function createProxyDeployer(rpcUrl: string, from: string) {
  return {
    /** Sends salt ‖ init code to the proxy unless `expected` has code; true when it deployed. */
    async proxyDeploy(what: string, expected: string, salt: string, initCode: string): Promise<boolean> {
      if ((await evmRpc<string>(rpcUrl, 'eth_getCode', [expected, 'latest'])) !== '0x') return false
      const computed = getCreate2Address(
        accountAbstractionAddresses.deploymentProxy,
        salt,
        keccak256(initCode),
      )
      if (computed !== expected)
        throw new Error(`${what}: its code would land at ${computed}, not ${expected}`)
      await sendFrom(rpcUrl, `the ${what} deployment`, {
        from,
        to: accountAbstractionAddresses.deploymentProxy,
        data: concat([salt, initCode]),
      })
      if ((await evmRpc<string>(rpcUrl, 'eth_getCode', [expected, 'latest'])) === '0x')
        throw new Error(`${what} was not deployed at ${expected} (does the node have the deployment proxy?)`)
      return true
    },
  }
}
