import { evmRpc } from '@walletport/devnet'
import { assembleEvm, deployable, type Instruction } from './assembleEvm.js'

const word = (text: string) => BigInt(`0x${Buffer.from(text).toString('hex').padEnd(64, '0')}`)
const selectorWord = (selector: number) => BigInt(selector) << 224n

function returnString(text: string): Instruction[] {
  return [
    ['PUSH', 0x20],
    ['PUSH', 0],
    'MSTORE',
    ['PUSH', text.length],
    ['PUSH', 32],
    'MSTORE',
    ['PUSH', word(text)],
    ['PUSH', 64],
    'MSTORE',
    ['PUSH', 96],
    ['PUSH', 0],
    'RETURN',
  ]
}

const returnWord = (value: Instruction): Instruction[] => [
  value,
  ['PUSH', 0],
  'MSTORE',
  ['PUSH', 32],
  ['PUSH', 0],
  'RETURN',
]

const dispatch = (selector: number, label: string): Instruction[] => [
  'DUP1',
  ['PUSH', selector],
  'EQ',
  ['PUSH', label],
  'JUMPI',
]

/**
 * A minimal ERC-20: balanceOf, decimals (6), symbol ('TST'), name ('Test Token') and transfer (reverts when the
 * sender lacks the amount; no events, no allowances). Balances live in storage slot = holder address; the
 * deployer gets `supply`.
 */
export function testTokenCreationCode(supply: bigint): string {
  const runtime = assembleEvm([
    ['PUSH', 0],
    'CALLDATALOAD',
    ['PUSH', 224],
    'SHR',
    ...dispatch(0x70a08231, ':balanceOf'),
    ...dispatch(0x313ce567, ':decimals'),
    ...dispatch(0x95d89b41, ':symbol'),
    ...dispatch(0x06fdde03, ':name'),
    ...dispatch(0xa9059cbb, ':transfer'),
    ':fail',
    ['PUSH', 0],
    ['PUSH', 0],
    'REVERT',
    ':balanceOf',
    ['PUSH', 4],
    'CALLDATALOAD',
    ...returnWord('SLOAD'),
    ':decimals',
    ...returnWord(['PUSH', 6]),
    ':symbol',
    ...returnString('TST'),
    ':name',
    ...returnString('Test Token'),
    ':transfer',
    ['PUSH', 36],
    'CALLDATALOAD',
    'CALLER',
    'SLOAD',
    'DUP2',
    'DUP2',
    'LT',
    ['PUSH', ':fail'],
    'JUMPI',
    'DUP2',
    'SWAP1',
    'SUB',
    'CALLER',
    'SSTORE',
    ['PUSH', 4],
    'CALLDATALOAD',
    'DUP1',
    'SLOAD',
    'DUP3',
    'ADD',
    'SWAP1',
    'SSTORE',
    'POP',
    ...returnWord(['PUSH', 1]),
  ])
  return deployable(runtime, [['PUSH', supply], 'CALLER', 'SSTORE'])
}

/**
 * An ERC-1271 account in the style of Safe's approved hashes: `isValidSignature(hash, signature)` answers the
 * magic value for the one hash approved at deployment, whatever the signature, and 0xffffffff otherwise.
 */
export function approvedHashAccountCreationCode(approvedHash: string): string {
  const runtime = assembleEvm([
    ['PUSH', 0],
    'CALLDATALOAD',
    ['PUSH', 224],
    'SHR',
    ['PUSH', 0x1626ba7e],
    'EQ',
    ['PUSH', ':check'],
    'JUMPI',
    ['PUSH', 0],
    ['PUSH', 0],
    'REVERT',
    ':check',
    ['PUSH', 4],
    'CALLDATALOAD',
    'SLOAD',
    'ISZERO',
    ['PUSH', ':no'],
    'JUMPI',
    ...returnWord(['PUSH', selectorWord(0x1626ba7e)]),
    ':no',
    ...returnWord(['PUSH', selectorWord(0xffffffff)]),
  ])
  return deployable(runtime, [['PUSH', 1], ['PUSH', BigInt(approvedHash)], 'SSTORE'])
}

/** How long a deployment may take to be mined: anvil automines at once, a loaded 2-core machine is slower. */
const MINED_WITHIN_MS = 30_000

/** Deploys with one of anvil's unlocked accounts; resolves with the contract address. */
export async function deploy(rpcUrl: string, from: string, data: string): Promise<string> {
  const hash = await evmRpc<string>(rpcUrl, 'eth_sendTransaction', [{ from, data }])
  const deadline = Date.now() + MINED_WITHIN_MS
  while (Date.now() < deadline) {
    const receipt = await evmRpc<{ contractAddress: string; status: string } | null>(
      rpcUrl,
      'eth_getTransactionReceipt',
      [hash],
    )
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error('deployment reverted')
      return receipt.contractAddress
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`deployment ${hash} not mined within ${MINED_WITHIN_MS} ms`)
}
