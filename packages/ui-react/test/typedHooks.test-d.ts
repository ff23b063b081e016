// Type tests, checked by `npm run typecheck` (never run): the eip155 hooks carry the typed actions' signatures.
import { useSendCalls, useSignTypedData, useWriteContract } from '../src/evm/index.js'

const abi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'payable',
    inputs: [{ name: 'amount', type: 'uint96' }],
    outputs: [],
  },
] as const
const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

export function Checks() {
  const { writeContract } = useWriteContract()
  const { signTypedDataAsync } = useSignTypedData()
  const { sendCalls } = useSendCalls()

  writeContract({ address: contract, abi, functionName: 'mint', args: [1n], value: 1n })
  // @ts-expect-error uint96 is a bigint
  writeContract({ address: contract, abi, functionName: 'mint', args: ['1'] })
  // @ts-expect-error no such function
  writeContract({ address: contract, abi, functionName: 'burn', args: [1n] })

  const types = {
    Vote: [
      { name: 'proposal', type: 'uint32' },
      { name: 'support', type: 'bool' },
    ],
  } as const
  void signTypedDataAsync({
    domain: { name: 'Gov' },
    types,
    primaryType: 'Vote',
    message: { proposal: 7, support: true },
  })
  void signTypedDataAsync({
    domain: {},
    types,
    primaryType: 'Vote',
    // @ts-expect-error support is a bool
    message: { proposal: 7, support: 'yes' },
  })

  sendCalls({ calls: [{ to: contract, data: '0x1249c58b' }] })
  // @ts-expect-error data is 0x hex
  sendCalls({ calls: [{ to: contract, data: 'mint()' }] })
  return null
}
