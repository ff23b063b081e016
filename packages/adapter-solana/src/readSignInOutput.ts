import type { SolanaSignInInput, SolanaSignInOutput } from '@solana/wallet-standard-features'
import { InvalidWalletResponseError, type SiwxMessageData, type SiwxRequest } from '@walletport/core'
import { encodeBase58 } from '@walletport/core/adapter'

/** The SIWS input of the sign-in fields: the account's address when `data` names it, else the wallet picks one. */
export function toSignInInput(
  data: SiwxRequest & Partial<Pick<SiwxMessageData, 'accountAddress'>>,
): SolanaSignInInput {
  const optional = {
    address: data.accountAddress,
    statement: data.statement,
    issuedAt: data.issuedAt,
    expirationTime: data.expirationTime,
    notBefore: data.notBefore,
    requestId: data.requestId,
    resources: data.resources,
  }
  return {
    domain: data.domain,
    uri: data.uri,
    version: data.version,
    // The CAIP-2 reference, as the CAIP-122 text writes it, so both layouts carry the same Chain ID.
    chainId: data.chainId.slice(data.chainId.indexOf(':') + 1),
    nonce: data.nonce,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  }
}

/**
 * The first output of a `solana:signIn` call, checked: by `address` when given, a 64-byte signature and a UTF-8
 * signed message. Returns its account, the text signed and the signature in base58; anything else is
 * `InvalidWalletResponseError`.
 */
export function readSignInOutput(
  outputs: readonly SolanaSignInOutput[] | undefined,
  address?: string,
): { account: SolanaSignInOutput['account']; message: string; signature: string } {
  const output = outputs?.[0]
  const invalid = (expected: string) =>
    new InvalidWalletResponseError({ method: 'solana:signIn', expected, received: outputs })
  if (typeof output?.account?.address !== 'string') throw invalid('a sign-in by one account')
  if (address !== undefined && output.account.address !== address) throw invalid(`a sign-in by ${address}`)
  if (!(output.signature instanceof Uint8Array) || output.signature.length !== 64)
    throw invalid('one 64-byte signature')
  if (!(output.signedMessage instanceof Uint8Array)) throw invalid('the signed message bytes')
  let message: string
  try {
    message = new TextDecoder('utf-8', { fatal: true }).decode(output.signedMessage)
  } catch {
    throw invalid('a UTF-8 signed message')
  }
  return { account: output.account, message, signature: encodeBase58(output.signature) }
}
