import { RpcNotAllowedError } from '../errors/rpc.js'
import { assertAllowedRpcMethod, isAllowedRpcMethod } from './isAllowedRpcMethod.js'
import { SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.js'

describe('isAllowedRpcMethod', () => {
  it('allows every safe and every unsafe method', () => {
    for (const method of [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS])
      expect(isAllowedRpcMethod(method)).toBe(true)
  })

  it.each([
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'wallet_switchEthereumChain',
    'eth_requestAccounts',
    'net_version',
    'web3_clientVersion',
    'evm_snapshot',
    'anvil_setBalance',
    'toString',
    '__proto__',
  ])('refuses %p, which is on neither list', (method) => {
    expect(isAllowedRpcMethod(method)).toBe(false)
  })

  it('refuses the empty string and whitespace-padded names', () => {
    expect(isAllowedRpcMethod('')).toBe(false)
    expect(isAllowedRpcMethod(' eth_call')).toBe(false)
    expect(isAllowedRpcMethod('eth_call ')).toBe(false)
  })

  it('matches method names case-sensitively', () => {
    expect(isAllowedRpcMethod('eth_call')).toBe(true)
    expect(isAllowedRpcMethod('ETH_CALL')).toBe(false)
    expect(isAllowedRpcMethod('Personal_sign')).toBe(false)
    expect(isAllowedRpcMethod('eth_signtypeddata_v4')).toBe(false)
  })
})

describe('assertAllowedRpcMethod', () => {
  it('returns quietly for an allowed method', () => {
    expect(() => assertAllowedRpcMethod('personal_sign')).not.toThrow()
  })

  it("throws RpcNotAllowedError 'Requested RPC call is not allowed' for an unknown method", () => {
    let thrown: unknown
    try {
      assertAllowedRpcMethod('eth_sign')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(RpcNotAllowedError)
    expect((thrown as RpcNotAllowedError).message).toBe('Requested RPC call is not allowed')
    expect((thrown as RpcNotAllowedError).method).toBe('eth_sign')
  })

  it('throws for the empty string', () => {
    expect(() => assertAllowedRpcMethod('')).toThrow('Requested RPC call is not allowed')
  })
})

describe('defect 9: assertAllowedRpcMethod given what is not a string', () => {
  it.each([Symbol('x'), 42, null, undefined, {}, { toString: () => 'personal_sign' }])(
    'defect 9: assertAllowedRpcMethod(%p) throws RpcNotAllowedError, not a TypeError',
    (method) => {
      expect(() => assertAllowedRpcMethod(method)).toThrow(RpcNotAllowedError)
    },
  )
})
