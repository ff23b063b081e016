import fc from 'fast-check'
import {
  assertAllowedRpcMethod,
  isAllowedRpcMethod,
  RpcNotAllowedError,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
} from '../../src/index.js'
import { describeBoundary, hostileString, hostileValue } from './fuzzBoundary.js'

const listed: readonly string[] = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS]

const lookAlikes: Record<string, string> = { e: 'е', a: 'а', o: 'о', c: 'с', p: 'р', s: 'ѕ', i: 'і', _: '＿' }

/** A listed method changed in one place: case, padding, a look-alike letter, a prefix or a suffix. */
const nearMiss = fc
  .tuple(
    fc.constantFrom(...listed),
    fc.nat(),
    fc.constantFrom('case', 'pad', 'lookalike', 'prefix', 'suffix'),
    hostileString(),
  )
  .map(([method, at, change, noise]) => {
    const index = at % method.length
    const char = method[index] ?? ''
    if (change === 'case') {
      const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()
      return method.slice(0, index) + flipped + method.slice(index + 1)
    }
    if (change === 'pad')
      return [` ${method}`, `${method} `, `${method}\n`, `\t${method}`, `${method}\u200b`][at % 5] ?? method
    if (change === 'lookalike')
      return method.slice(0, index) + (lookAlikes[char] ?? char) + method.slice(index + 1)
    return change === 'prefix' ? `${noise}${method}` : `${method}${noise}`
  })

describeBoundary('RPC allow-list', {
  'exactly the listed methods pass; anything else throws RpcNotAllowedError': {
    property: () =>
      fc.property(fc.oneof(hostileValue(), nearMiss, fc.constantFrom(...listed)), (method) => {
        const allowed = typeof method === 'string' && listed.includes(method)
        if (isAllowedRpcMethod(method) !== allowed) return false
        try {
          assertAllowedRpcMethod(method)
          return allowed
        } catch (error) {
          return !allowed && error instanceof RpcNotAllowedError && error.message.length <= 1_100
        }
      }),
  },
  'prototype keys and near misses of listed methods never pass': {
    property: () =>
      fc.property(
        fc.oneof(
          nearMiss,
          fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'),
        ),
        (method) => listed.includes(method) || !isAllowedRpcMethod(method),
      ),
  },
})
