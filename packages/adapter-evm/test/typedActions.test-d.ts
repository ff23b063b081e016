// Type tests, checked by `npm run typecheck` (never run): the typed eip155 actions accept what the ABI and the
// EIP-712 types describe and reject the rest. Each `@ts-expect-error` fails the check if its line compiles.
import type { ChainAdapter, WalletPortClient } from '@walletport/core'
import { sendCalls, signTypedData, writeContract } from '../src/index.js'
import type { EvmAdapter } from '../src/types.js'

declare const client: WalletPortClient
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const equal = <A, B>(_proof: Equal<A, B>) => {}

// getAdapter: the namespace's own adapter type, no cast.
equal<ReturnType<typeof client.getAdapter<'eip155'>>, EvmAdapter>(true)
equal<ReturnType<typeof client.getAdapter<'some-other-chain'>>, ChainAdapter>(true)
client.getAdapter('eip155').getAccounts()
// @ts-expect-error a plain ChainAdapter has no getAccounts
client.getAdapter('some-other-chain').getAccounts()

const erc20 = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
  { type: 'function', name: 'pause', stateMutability: 'nonpayable', inputs: [], outputs: [] },
] as const
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const to = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// writeContract: function names and argument types come from the ABI.
void writeContract(client, { address: token, abi: erc20, functionName: 'transfer', args: [to, 10n] })
void writeContract(client, { address: token, abi: erc20, functionName: 'pause' })
// @ts-expect-error uint256 is a bigint, not a number
void writeContract(client, { address: token, abi: erc20, functionName: 'transfer', args: [to, 10] })
// @ts-expect-error an address is 0x-prefixed
void writeContract(client, { address: token, abi: erc20, functionName: 'transfer', args: ['f39f', 10n] })
// @ts-expect-error transfer takes two arguments
void writeContract(client, { address: token, abi: erc20, functionName: 'transfer', args: [to] })
// @ts-expect-error transfer needs its arguments
void writeContract(client, { address: token, abi: erc20, functionName: 'transfer' })
// @ts-expect-error no such function
void writeContract(client, { address: token, abi: erc20, functionName: 'transferr', args: [to, 1n] })
// @ts-expect-error balanceOf is a view function: nothing to write
void writeContract(client, { address: token, abi: erc20, functionName: 'balanceOf', args: [to] })

// Human-readable ABIs are parsed at the type level.
const readable = ['function approve(address spender, uint256 amount) returns (bool)'] as const
void writeContract(client, { address: token, abi: readable, functionName: 'approve', args: [to, 1n] })
// @ts-expect-error approve's amount is a uint256
void writeContract(client, { address: token, abi: readable, functionName: 'approve', args: [to, 'all'] })

// The adapter method is typed the same way.
const adapter = client.getAdapter('eip155')
declare const network: Parameters<EvmAdapter['switchNetwork']>[0]['network']
void adapter.writeContract({ network, address: token, abi: erc20, functionName: 'transfer', args: [to, 1n] })
// @ts-expect-error the adapter needs the network
void adapter.writeContract({ address: token, abi: erc20, functionName: 'transfer', args: [to, 1n] })

// signTypedData: the message is checked against types and primaryType.
const types = {
  Mail: [
    { name: 'from', type: 'address' },
    { name: 'contents', type: 'string' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const
const domain = { name: 'Mail', version: '1', chainId: 31337 } as const
void signTypedData(client, {
  domain,
  types,
  primaryType: 'Mail',
  message: { from: to, contents: 'hi', nonce: 1n },
})
void signTypedData(client, {
  domain,
  types,
  primaryType: 'Mail',
  // @ts-expect-error contents is a string
  message: { from: to, contents: 1, nonce: 1n },
})
void signTypedData(client, {
  domain,
  types,
  primaryType: 'Mail',
  // @ts-expect-error nonce is missing
  message: { from: to, contents: 'hi' },
})
void signTypedData(client, {
  domain,
  types,
  // @ts-expect-error no such primary type
  primaryType: 'Letter',
  message: { from: to, contents: 'hi', nonce: 1n },
})

// sendCalls: call data is hex, values are bigints.
void sendCalls(client, { calls: [{ to, data: '0xa9059cbb', value: 1n }, { to }] })
// @ts-expect-error call data must be 0x-prefixed hex
void sendCalls(client, { calls: [{ to, data: 'a9059cbb' }] })
// @ts-expect-error value is a bigint
void sendCalls(client, { calls: [{ to, value: 1 }] })
// @ts-expect-error every call needs `to`
void sendCalls(client, { calls: [{ data: '0x' }] })
