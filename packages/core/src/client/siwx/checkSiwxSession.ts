import { parseCaipNetworkId } from '../../caip/parseCaipNetworkId.js'
import type { ChainNamespace } from '../../caip/types.js'
import {
  SiwxSessionRejectedError,
  SMART_ACCOUNT_SIGNATURE_REASON,
  SmartAccountSignatureError,
} from '../../errors/siwx.js'
import { type SiwxMessageData, type SiwxSession, siwxSessionSchema } from '../../schemas/siwx.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { isSameSiwxAddress } from './isSameSiwxAddress.js'
import type { SiwxRequest } from './types.js'

/** How far a wallet's clock may be off when it sets the issue time itself (one-click auth). */
export const SIWX_CLOCK_SKEW_MS = 5 * 60_000

/** What the client (or backend) asked the wallet to sign; no account when the wallet picks it. */
export type IssuedSiwxRequest = SiwxRequest & { accountAddress?: string | undefined }

export interface CheckSiwxSessionParameters {
  /** The request the session must answer, field by field. */
  issued: IssuedSiwxRequest
  now: number
  /** The app's maximum session lifetime, from the request's issue time to the session's expiry. */
  maxLifetimeSeconds: number
  /** Checks the signature over `message` (the namespace adapter's `verifyMessage`). */
  verify(session: SiwxSession): Promise<boolean>
  /** The chain word of non-eip155 messages, as used when the request was formatted. */
  getChainName?: ((namespace: ChainNamespace) => string | undefined) | undefined
}

export { isSameSiwxAddress }

/** The EIP-4361 / CAIP-122 text of `data`, with the chain word `getChainName` gives. */
export function formatSiwxData(
  data: SiwxMessageData,
  getChainName?: CheckSiwxSessionParameters['getChainName'],
  layout?: 'caip122' | 'siws',
): string {
  return formatSiwxMessage(
    {
      ...data,
      issuedAt: data.issuedAt ?? '',
      expirationTime: data.expirationTime,
      notBefore: data.notBefore,
      requestId: data.requestId,
      resources: data.resources,
      statement: data.statement,
    },
    { chainName: getChainName?.(parseCaipNetworkId(data.chainId).namespace), layout },
  )
}

/**
 * Whether `message` is the text of `data`: the EIP-4361 / CAIP-122 form, or on solana also the layout a wallet's
 * own Sign In With Solana writes (`solana:signIn`). Throws `InvalidSiwxMessageError` for data the grammar refuses.
 */
export function isSiwxText(
  data: SiwxMessageData,
  message: string,
  getChainName?: CheckSiwxSessionParameters['getChainName'],
): boolean {
  if (formatSiwxData(data, getChainName) === message) return true
  const namespace = parseCaipNetworkId(data.chainId).namespace
  return namespace === 'solana' && formatSiwxData(data, getChainName, 'siws') === message
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => Object.is(item, b[index]))
  }
  return Object.is(a, b)
}

function reject(reason: string, cause?: unknown): never {
  throw new SiwxSessionRejectedError({ reason, ...(cause === undefined ? {} : { cause }) })
}

/**
 * A signed sign-in session, accepted only when it answers `issued` exactly: every message field equal to the
 * request's (no field added or left out; the account too, unless the wallet picked it, and the issue time too,
 * unless the wallet set it — then within `SIWX_CLOCK_SKEW_MS` of the request and not in the future), the signed
 * text exactly the message those fields make, an expiry no later than `maxLifetimeSeconds` after the request was
 * issued, live now, and a signature `verify` accepts. Returns the parsed session; throws
 * `SiwxSessionRejectedError` naming the first check that failed. Never throws anything else, whatever `input` is.
 */
export async function checkSiwxSession(
  input: unknown,
  parameters: CheckSiwxSessionParameters,
): Promise<SiwxSession> {
  const { issued, now } = parameters
  let parsed: ReturnType<typeof siwxSessionSchema.safeParse>
  try {
    parsed = siwxSessionSchema.safeParse(input)
  } catch (cause) {
    reject('malformed session', cause)
  }
  if (!parsed.success) reject('malformed session', parsed.error)
  const session = parsed.data
  const { data } = session
  const walletPicksAccount = issued.accountAddress === undefined

  const keys = new Set([...Object.keys(issued), ...Object.keys(data)])
  for (const key of keys) {
    if (key === 'accountAddress') {
      if (
        !walletPicksAccount &&
        !isSameSiwxAddress(issued.chainId, String(issued.accountAddress), data.accountAddress)
      ) {
        reject('signed by another account than the one asked')
      }
      continue
    }
    if (key === 'issuedAt' && walletPicksAccount) continue
    if (!sameValue((issued as Record<string, unknown>)[key], (data as Record<string, unknown>)[key])) {
      reject(`${key} is not the one requested`)
    }
  }
  if (walletPicksAccount) {
    const requested = Date.parse(issued.issuedAt ?? '')
    const signed = Date.parse(data.issuedAt ?? '')
    if (!(signed >= requested - SIWX_CLOCK_SKEW_MS && signed <= now + SIWX_CLOCK_SKEW_MS)) {
      reject('issuedAt is not the time of the request')
    }
  }

  let matches: boolean
  try {
    matches = isSiwxText(data, session.message, parameters.getChainName)
  } catch (cause) {
    reject('message data breaks the grammar', cause)
  }
  if (!matches) reject('the signed message does not match its data')

  const issuedAt = Date.parse(issued.issuedAt ?? '')
  const expiry = Date.parse(data.expirationTime ?? '')
  if (Number.isNaN(expiry)) reject('no expiration time')
  if (Number.isNaN(issuedAt) || expiry - issuedAt > parameters.maxLifetimeSeconds * 1000) {
    reject('lives longer than the maximum session lifetime')
  }
  const notBefore = data.notBefore === undefined ? undefined : Date.parse(data.notBefore)
  if (expiry <= now || (notBefore !== undefined && notBefore > now)) reject('expired or not yet valid')

  let valid: boolean
  try {
    valid = await parameters.verify(session)
  } catch (cause) {
    // Said apart (the backend's 401 carries only the reason): the page then shows the smart-account message.
    if (cause instanceof SmartAccountSignatureError) reject(SMART_ACCOUNT_SIGNATURE_REASON, cause)
    reject('signature could not be verified', cause)
  }
  if (valid !== true) reject('signature not valid')
  return session
}
