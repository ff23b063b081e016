import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles VerifyingPaymaster.sol (beside this file) with the settings its committed creation code was made with:
 * solc 0.8.37 (devDependency), optimizer 200 runs, evm cancun, no metadata hash or CBOR; imports from the installed
 * `@account-abstraction/contracts` 0.8.0 and its `@openzeppelin/contracts`. Used by the test that checks the code.
 */
export function compileVerifyingPaymaster(sourceDir: string): string {
  const load = createRequire(join(sourceDir, 'package.json'))
  const solc = load('solc') as {
    compile(
      input: string,
      callbacks: { import(path: string): { contents: string } | { error: string } },
    ): string
  }
  const accountAbstraction = dirname(load.resolve('@account-abstraction/contracts/package.json'))
  const fromAccountAbstraction = createRequire(join(accountAbstraction, 'package.json'))
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: {
          'VerifyingPaymaster.sol': {
            content: readFileSync(join(sourceDir, 'VerifyingPaymaster.sol'), 'utf8'),
          },
        },
        settings: {
          optimizer: { enabled: true, runs: 200 },
          evmVersion: 'cancun',
          metadata: { bytecodeHash: 'none', appendCBOR: false },
          outputSelection: { '*': { '*': ['evm.bytecode.object'] } },
        },
      }),
      {
        import(path) {
          try {
            const resolved = path.startsWith('@account-abstraction/contracts/')
              ? join(accountAbstraction, path.slice('@account-abstraction/contracts/'.length))
              : fromAccountAbstraction.resolve(path)
            return { contents: readFileSync(resolved, 'utf8') }
          } catch (error) {
            return { error: String(error) }
          }
        },
      },
    ),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  return `0x${output.contracts['VerifyingPaymaster.sol']!.VerifyingPaymaster!.evm.bytecode.object}`
}
