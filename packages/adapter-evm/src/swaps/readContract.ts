import { requestJsonRpc } from '@walletport/core/adapter'
import { InvalidSwapResponseError } from '@walletport/core/swaps'
import { loadEthers } from '../loadEthers.js'

export interface ReadContractParameters {
  url: string
  fetch?: typeof fetch
  abi: readonly string[]
  to: string
  functionName: string
  args?: readonly unknown[]
}

/**
 * `eth_call` of `functionName` on `to` at the latest block, encoded and decoded with ethers' Interface; an answer
 * that does not decode as the function's outputs throws InvalidSwapResponseError naming the call.
 */
export async function readContract({
  url,
  fetch,
  abi,
  to,
  functionName,
  args = [],
}: ReadContractParameters): Promise<unknown[]> {
  const { Interface } = await loadEthers()
  const contract = new Interface(abi)
  const data = contract.encodeFunctionData(functionName, args)
  const result = await requestJsonRpc<unknown>(url, 'eth_call', [{ to, data }, 'latest'], {
    ...(fetch && { fetch }),
  })
  const outputs = contract.getFunction(functionName)!.outputs
  const expected = `(${outputs.map((output) => output.type).join(',')})`
  if (typeof result !== 'string') {
    throw new InvalidSwapResponseError({ call: functionName, expected, received: String(result) })
  }
  try {
    return contract.decodeFunctionResult(functionName, result).toArray(true)
  } catch (cause) {
    throw new InvalidSwapResponseError({ call: functionName, expected, received: result, cause })
  }
}
