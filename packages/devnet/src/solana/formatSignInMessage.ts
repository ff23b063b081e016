import type { SolanaSignInInput } from '@solana/wallet-standard-features'

/**
 * The text a wallet writes for Sign In With Solana (the layout of @solana/wallet-standard-util's
 * createSignInMessageText): the header, the address, the statement after a blank line, then the fields present.
 */
export function formatSignInMessage(input: SolanaSignInInput & { address: string }): string {
  const domain = input.domain ?? 'localhost'
  let message = `${domain} wants you to sign in with your Solana account:\n${input.address}`
  if (input.statement !== undefined) message += `\n\n${input.statement}`
  const fields: string[] = []
  if (input.uri !== undefined) fields.push(`URI: ${input.uri}`)
  if (input.version !== undefined) fields.push(`Version: ${input.version}`)
  if (input.chainId !== undefined) fields.push(`Chain ID: ${input.chainId}`)
  if (input.nonce !== undefined) fields.push(`Nonce: ${input.nonce}`)
  if (input.issuedAt !== undefined) fields.push(`Issued At: ${input.issuedAt}`)
  if (input.expirationTime !== undefined) fields.push(`Expiration Time: ${input.expirationTime}`)
  if (input.notBefore !== undefined) fields.push(`Not Before: ${input.notBefore}`)
  if (input.requestId !== undefined) fields.push(`Request ID: ${input.requestId}`)
  if (input.resources !== undefined)
    fields.push('Resources:', ...input.resources.map((resource) => `- ${resource}`))
  if (fields.length > 0) message += `\n\n${fields.join('\n')}`
  return message
}
