import { accountAddressViolation } from '../../caip/grammar.js'
import { parseCaipNetworkId } from '../../caip/parseCaipNetworkId.js'
import type { CaipNetworkId } from '../../caip/types.js'
import { describeValue } from '../../errors/describeValue.js'
import { InvalidSiwxMessageError } from '../../errors/siwx.js'
import { getSiwxChainName } from './getSiwxChainName.js'

export interface FormatSiwxMessageParameters {
  /** CAIP-2 network id; its reference is written as the Chain ID. */
  chainId: CaipNetworkId
  /**
   * The signing account. On eip155 it must already be EIP-55 checksummed (core has no keccak): the adapter
   * knows the checksummed form; only `0x` + 40 hex digits is checked here.
   */
  accountAddress: string
  nonce: string
  /** RFC 3986 authority (`example.com`, `localhost:3000`), no scheme. */
  domain: string
  /** Absolute RFC 3986 URI. */
  uri: string
  version: string
  /** RFC 3339 date-time. */
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
  statement?: string | undefined
}

export interface FormatSiwxMessageOptions {
  /** Overrides the chain word of non-eip155 messages (eip155 is always "Ethereum", as EIP-4361 fixes). */
  chainName?: string | undefined
  /**
   * 'siws': Sign In With Solana's layout (what a wallet's `solana:signIn` writes), which leaves one blank line, not
   * two, where the message has no statement; otherwise the same text. Default 'caip122'.
   */
  layout?: 'caip122' | 'siws' | undefined
}

// RFC 3986 character classes, as EIP-4361's ABNF uses them.
const unreserved = 'A-Za-z0-9\\-._~'
const subDelims = "!$&'()*+,;="
const reserved = `:/?#\\[\\]@${subDelims}`
const authority = new RegExp(
  `^(?:[${unreserved}${subDelims}:%]*@)?(?:\\[[0-9A-Fa-f:.]+\\]|[${unreserved}${subDelims}%]+)(?::[0-9]*)?$`,
)
const absoluteUri = new RegExp(`^[A-Za-z][A-Za-z0-9+.\\-]*:[${unreserved}${reserved}%]*$`)
const statementChars = new RegExp(`^[${unreserved}${reserved} ]*$`)
const pchars = new RegExp(`^[${unreserved}${subDelims}:@%]*$`)
const dateTime = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/

function invalid(field: string, rule: string, value: unknown): InvalidSiwxMessageError {
  return new InvalidSiwxMessageError({ field, rule, details: `Got ${describeValue(value)}.` })
}

function checkDateTime(field: string, value: string | undefined): void {
  if (value === undefined) return
  const match = dateTime.exec(value)
  const [, , month = '', day = '', hour = '', minute = '', second = ''] = match ?? []
  const inRange =
    match !== null &&
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= 31 &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 60 &&
    !Number.isNaN(Date.parse(value))
  if (!inRange) throw invalid(field, 'must be an ISO 8601 (RFC 3339) date-time', value)
}

/**
 * The text a wallet signs to sign in. eip155 gets the exact EIP-4361 message; other namespaces the CAIP-122
 * form ("… with your Solana account:", Chain ID = the CAIP-2 reference). Throws `InvalidSiwxMessageError`
 * naming the first field that breaks the grammar.
 */
export function formatSiwxMessage(
  parameters: FormatSiwxMessageParameters,
  options: FormatSiwxMessageOptions = {},
): string {
  const { accountAddress, nonce, domain, uri, version, issuedAt, statement, requestId } = parameters
  let namespace: string
  let reference: string
  try {
    ;({ namespace, reference } = parseCaipNetworkId(parameters.chainId))
  } catch (cause) {
    throw new InvalidSiwxMessageError({ field: 'chainId', rule: 'must be a CAIP-2 network id', cause })
  }
  const isEip155 = namespace === 'eip155'
  if (isEip155 && !/^[0-9]+$/.test(reference))
    throw invalid('chainId', 'must have a decimal eip155 reference', reference)
  if (isEip155 ? !/^0x[0-9a-fA-F]{40}$/.test(accountAddress) : accountAddressViolation(accountAddress)) {
    throw invalid(
      'accountAddress',
      isEip155
        ? 'must be 0x followed by 40 hex digits (EIP-55 checksummed)'
        : 'must be a CAIP-10 account address: 1 to 128 of [-.%a-zA-Z0-9] (no spaces, control or bidi characters)',
      accountAddress,
    )
  }
  if (!authority.test(domain))
    throw invalid('domain', 'must be an RFC 3986 authority without a scheme', domain)
  if (!absoluteUri.test(uri)) throw invalid('uri', 'must be an absolute RFC 3986 URI', uri)
  if (version !== '1') throw invalid('version', "must be '1'", version)
  if (!/^[A-Za-z0-9]{8,}$/.test(nonce)) throw invalid('nonce', 'must be at least 8 letters or digits', nonce)
  checkDateTime('issuedAt', issuedAt)
  checkDateTime('expirationTime', parameters.expirationTime)
  checkDateTime('notBefore', parameters.notBefore)
  if (statement !== undefined && (statement === '' || !statementChars.test(statement))) {
    throw invalid(
      'statement',
      'must be non-empty RFC 3986 reserved/unreserved characters or spaces, one line',
      statement,
    )
  }
  if (requestId !== undefined && !pchars.test(requestId)) {
    throw invalid('requestId', 'must be RFC 3986 pchar characters', requestId)
  }
  for (const resource of parameters.resources ?? []) {
    if (!absoluteUri.test(resource))
      throw invalid('resources', 'must each be an absolute RFC 3986 URI', resource)
  }

  const chainName = isEip155 ? 'Ethereum' : (options.chainName ?? getSiwxChainName(namespace))
  // ABNF: address LF LF [ statement LF ] LF "URI: " — no statement leaves two blank lines.
  const lines = [
    `${domain} wants you to sign in with your ${chainName} account:`,
    accountAddress,
    '',
    ...(statement === undefined ? [] : [statement, '']),
    ...(statement === undefined && options.layout !== 'siws' ? [''] : []),
    `URI: ${uri}`,
    `Version: ${version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt}`,
  ]
  if (parameters.expirationTime !== undefined) lines.push(`Expiration Time: ${parameters.expirationTime}`)
  if (parameters.notBefore !== undefined) lines.push(`Not Before: ${parameters.notBefore}`)
  if (requestId !== undefined) lines.push(`Request ID: ${requestId}`)
  if (parameters.resources !== undefined) {
    lines.push('Resources:', ...parameters.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}
