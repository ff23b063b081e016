import fc from 'fast-check'
import {
  CaipParseError,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
  WalletPortError,
} from '../../src/index.js'
import { describeBoundary, hostileString, hostileValue } from './fuzzBoundary.js'

const namespace = fc.stringMatching(/^[-a-z0-9]{3,8}$/)
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
const address = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)

/** Valid ids with characters inserted, swapped or dropped: mostly invalid, some still valid. */
const mutated = fc
  .tuple(namespace, reference, address, hostileString(), fc.nat(), fc.boolean())
  .map(([ns, ref, account, noise, at, cut]) => {
    const id = `${ns}:${ref}:${account}`
    const index = at % (id.length + 1)
    return cut ? id.slice(0, index) + id.slice(index + 1) : id.slice(0, index) + noise + id.slice(index)
  })

const anyInput = fc.oneof(
  hostileValue(),
  mutated,
  mutated.map((id) => id.split(':').slice(0, 2).join(':')),
)

/** A parse either gives parts that rebuild the input exactly, or throws a short CaipParseError. */
function parsesOrRefuses<T>(parse: () => T, rebuild: (parts: T) => string, input: unknown): boolean {
  let parts: T
  try {
    parts = parse()
  } catch (error) {
    return (
      error instanceof CaipParseError && error instanceof WalletPortError && error.message.length <= 1_100
    )
  }
  return rebuild(parts) === input
}

describeBoundary('CAIP parsing', {
  'parseCaipNetworkId: exact parts or a short CaipParseError, and isCaipNetworkId agrees': {
    property: () =>
      fc.property(anyInput, (input) => {
        const ok = parsesOrRefuses(
          () => parseCaipNetworkId(input),
          (parts) => `${parts.namespace}:${parts.reference}`,
          input,
        )
        let parsed = true
        try {
          parseCaipNetworkId(input)
        } catch {
          parsed = false
        }
        return ok && isCaipNetworkId(input) === parsed
      }),
  },
  'parseCaipAddress: exact parts or a short CaipParseError, and isCaipAddress agrees': {
    property: () =>
      fc.property(anyInput, (input) => {
        const ok = parsesOrRefuses(
          () => parseCaipAddress(input),
          (parts) => `${parts.caipNetworkId}:${parts.address}`,
          input,
        )
        let parsed = true
        try {
          parseCaipAddress(input)
        } catch {
          parsed = false
        }
        return ok && isCaipAddress(input) === parsed
      }),
  },
  'valid ids round-trip through format and parse': {
    property: () =>
      fc.property(namespace, reference, address, (ns, ref, account) => {
        const networkId = formatCaipNetworkId(ns, ref)
        const caipAddress = formatCaipAddress(networkId, account)
        const parsed = parseCaipAddress(caipAddress)
        return (
          parsed.namespace === ns &&
          parsed.reference === ref &&
          parsed.address === account &&
          parsed.caipNetworkId === networkId
        )
      }),
  },
  'formatCaipAddress with any address: a valid CAIP-10 id or a short CaipParseError': {
    property: () =>
      fc.property(namespace, reference, fc.oneof(address, hostileString()), (ns, ref, account) => {
        try {
          return isCaipAddress(formatCaipAddress(`${ns}:${ref}`, account))
        } catch (error) {
          return error instanceof CaipParseError && error.message.length <= 1_100
        }
      }),
  },
})
