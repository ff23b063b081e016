import { createRequire } from 'node:module'
import type { InterfaceAbi } from 'ethers'

const load = createRequire(import.meta.url)

export interface ContractArtifact {
  abi: InterfaceAbi
  /** Creation code, 0x-prefixed, exactly as published. */
  bytecode: string
}

export type AccountAbstractionContract =
  | 'EntryPoint'
  | 'SimpleAccountFactory'
  | 'SimpleAccount'
  | 'Simple7702Account'

/** A compiled contract of the registry's `@account-abstraction/contracts` 0.8.0 (no compiler, no bytecode of ours). */
export function accountAbstractionArtifact(name: AccountAbstractionContract): ContractArtifact {
  const { abi, bytecode } = load(`@account-abstraction/contracts/artifacts/${name}.json`) as ContractArtifact
  return { abi, bytecode }
}
