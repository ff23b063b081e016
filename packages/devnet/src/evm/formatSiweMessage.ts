/** The `signInWithEthereum` capability's fields (ERC-7846: EIP-4361's in mixedCase, `chainId` in hex). */
export interface SiweFields {
  nonce: string
  chainId: string
  version?: string
  scheme?: string
  domain?: string
  uri?: string
  statement?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

/**
 * The EIP-4361 text a wallet signs for `address` (checksummed): the header, the address, the statement between
 * blank lines (two blank lines without one), then the fields present, Chain ID in decimal.
 */
export function formatSiweMessage(
  fields: SiweFields & { domain: string; uri: string },
  address: string,
): string {
  const scheme = fields.scheme === undefined ? '' : `${fields.scheme}://`
  const lines = [
    `${scheme}${fields.domain} wants you to sign in with your Ethereum account:`,
    address,
    '',
    ...(fields.statement === undefined ? [] : [fields.statement]),
    '',
    `URI: ${fields.uri}`,
    `Version: ${fields.version ?? '1'}`,
    `Chain ID: ${BigInt(fields.chainId).toString(10)}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt ?? new Date().toISOString()}`,
  ]
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources !== undefined)
    lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
