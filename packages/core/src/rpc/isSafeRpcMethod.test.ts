import { isSafeRpcMethod, shouldAbortOnRejection } from './isSafeRpcMethod.js'
import { SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.js'

describe('isSafeRpcMethod', () => {
  it.each([
    'eth_getBalance',
    'eth_call',
    'eth_chainId',
    'eth_estimateGas',
    'eth_getLogs',
    'eth_getTransactionReceipt',
    'wallet_getCapabilities',
    'wallet_getAssets',
    'eth_sendRawTransaction',
  ])('counts the read-only or raw-transaction call %p as safe', (method) => {
    expect(isSafeRpcMethod(method)).toBe(true)
  })

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ])('counts the signing or sending call %p as unsafe', (method) => {
    expect(isSafeRpcMethod(method)).toBe(false)
    expect(UNSAFE_RPC_METHODS).toContain(method)
  })

  it('is false for unknown, empty and wrongly-cased names', () => {
    expect(isSafeRpcMethod('eth_sign')).toBe(false)
    expect(isSafeRpcMethod('')).toBe(false)
    expect(isSafeRpcMethod('ETH_GETBALANCE')).toBe(false)
  })

  it('keeps the safe and unsafe lists disjoint and free of duplicates', () => {
    const all = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS]
    expect(new Set(all).size).toBe(all.length)
  })

  it('lists only wallet_, eth_, personal_sign and solana_ methods', () => {
    for (const method of [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS]) {
      expect(method).toMatch(/^(eth_|wallet_|solana_|personal_sign$)/)
    }
  })
})

describe('shouldAbortOnRejection', () => {
  it('spares safe methods', () => {
    for (const method of SAFE_RPC_METHODS) expect(shouldAbortOnRejection(method)).toBe(false)
  })

  it('aborts unsafe methods', () => {
    for (const method of UNSAFE_RPC_METHODS) expect(shouldAbortOnRejection(method)).toBe(true)
  })

  it('aborts a method not known to be safe, including the empty string', () => {
    expect(shouldAbortOnRejection('eth_sign')).toBe(true)
    expect(shouldAbortOnRejection('')).toBe(true)
  })
})
