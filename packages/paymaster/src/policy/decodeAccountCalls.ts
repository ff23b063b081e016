import { dataSlice, Interface } from 'ethers'

export interface AccountCall {
  target: string
  /** The first four bytes of the call's data, lower-case; `0x` for a plain value transfer. */
  selector: string
}

// SimpleAccount and Simple7702Account v0.8 (BaseAccount): one call or a batch.
const accountAbi = new Interface([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

const selectorOf = (data: string) => (data.length >= 10 ? dataSlice(data, 0, 4).toLowerCase() : '0x')

/** The calls an account's `execute` / `executeBatch` callData makes; undefined for any other shape. */
export function decodeAccountCalls(callData: string): AccountCall[] | undefined {
  try {
    const parsed = accountAbi.parseTransaction({ data: callData })
    if (parsed?.name === 'execute') {
      const [target, , data] = parsed.args as unknown as [string, bigint, string]
      return [{ target, selector: selectorOf(data) }]
    }
    if (parsed?.name === 'executeBatch') {
      const [calls] = parsed.args as unknown as [[string, bigint, string][]]
      return calls.map(([target, , data]) => ({ target, selector: selectorOf(data) }))
    }
  } catch {}
  return undefined
}
