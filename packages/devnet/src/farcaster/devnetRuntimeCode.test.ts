import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEVNET_ID_REGISTRY_RUNTIME_CODE } from './devnetIdRegistry.js'
import { DEVNET_KEY_REGISTRY_RUNTIME_CODE } from './devnetKeyRegistry.js'

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { evm: { deployedBytecode: { object: string } } }>>
}

/** The settings the committed runtime codes were made with (solc 0.8.37 from devDependencies). */
function compileRuntimeCode(name: string): string {
  const solc = require('solc') as { compile(input: string): string }
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { [`${name}.sol`]: { content: readFileSync(join(__dirname, `${name}.sol`), 'utf8') } },
        settings: {
          optimizer: { enabled: true, runs: 200 },
          evmVersion: 'cancun',
          metadata: { bytecodeHash: 'none', appendCBOR: false },
          outputSelection: { '*': { '*': ['evm.deployedBytecode.object'] } },
        },
      }),
    ),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  return `0x${output.contracts[`${name}.sol`]![name]!.evm.deployedBytecode.object}`
}

describe('devnet Farcaster contracts', () => {
  it.each([
    ['DevnetIdRegistry', DEVNET_ID_REGISTRY_RUNTIME_CODE],
    ['DevnetKeyRegistry', DEVNET_KEY_REGISTRY_RUNTIME_CODE],
  ])('the committed runtime code is what solc makes of %s.sol', (name, committed) => {
    expect(compileRuntimeCode(name)).toBe(committed)
  })
})
