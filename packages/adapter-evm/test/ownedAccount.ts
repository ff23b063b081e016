import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { AbiCoder, concat, getCreate2Address, keccak256, toBeHex } from 'ethers'

/** anvil's deterministic CREATE2 deployer (present at genesis): calldata = salt (32 bytes) ++ creation code. */
export const CREATE2_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

let creationCode: string | undefined

/** OwnedAccount.sol (beside this file) compiled with the solc devDependency: no hand-written bytecode. */
function ownedAccountCode(): string {
  if (creationCode) return creationCode
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string }
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: {
          'OwnedAccount.sol': {
            content: readFileSync(new URL('./OwnedAccount.sol', import.meta.url), 'utf8'),
          },
        },
        settings: { outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>
  }
  const errors = output.errors?.filter((error) => error.severity === 'error') ?? []
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  creationCode = `0x${output.contracts['OwnedAccount.sol']!.OwnedAccount!.evm.bytecode.object}`
  return creationCode
}

/** The account `owner` gets for `salt`: its counterfactual address and the deployer call that creates it. */
export function ownedAccount(owner: string, salt: bigint) {
  const initCode = concat([ownedAccountCode(), AbiCoder.defaultAbiCoder().encode(['address'], [owner])])
  const saltWord = toBeHex(salt, 32)
  return {
    address: getCreate2Address(CREATE2_DEPLOYER, saltWord, keccak256(initCode)),
    factory: CREATE2_DEPLOYER,
    factoryData: concat([saltWord, initCode]),
  }
}

const ERC6492_SUFFIX = '6492649264926492649264926492649264926492649264926492649264926492'

/** ERC-6492: abi.encode(factory, factoryData, signature) ++ the magic suffix. */
export function wrapErc6492(factory: string, factoryData: string, signature: string): string {
  return `${AbiCoder.defaultAbiCoder().encode(['address', 'bytes', 'bytes'], [factory, factoryData, signature])}${ERC6492_SUFFIX}`
}
