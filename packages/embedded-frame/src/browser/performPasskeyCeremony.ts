import { fromBase64Url, toBase64Url } from '@walletport/embedded/contract'
import type {
  PasskeyCeremonyResult,
  PasskeyCreateRequest,
  PasskeyGetRequest,
} from '../runtime/PasskeyCeremonies.js'
import { PasskeyWithoutPrfError } from '../wallet/passkeyFactor.js'

type PrfOutput = { enabled?: boolean; results?: { first?: ArrayBuffer | Uint8Array } }

export type CeremonyRequest =
  | ({ kind: 'create' } & PasskeyCreateRequest)
  | ({ kind: 'get' } & PasskeyGetRequest)

/**
 * The browser's NotAllowedError: the user dismissed its prompt, or it timed out; when using a passkey, also when the
 * browser found none of the wallet's passkeys (browsers do not tell these apart, on purpose).
 */
export class PasskeyCancelledError extends Error {
  override name = 'PasskeyCancelledError'
  constructor(kind: CeremonyRequest['kind']) {
    super(
      kind === 'create'
        ? 'The passkey prompt was cancelled or timed out: try again'
        : 'The passkey prompt was cancelled, timed out or found no passkey of this wallet: try again, or use your passphrase',
    )
  }
}

const bytes = (value: ArrayBuffer | Uint8Array) => new Uint8Array(value)

/** A failed ceremony in the user's words. */
export function describePasskeyFailure(error: unknown, kind: CeremonyRequest['kind']): Error {
  if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return new PasskeyCancelledError(kind)
  if (error instanceof DOMException && error.name === 'InvalidStateError')
    return new Error('This passkey is already added to your wallet')
  return error instanceof Error ? error : new Error('The passkey could not be used')
}

function webauthn() {
  const api = globalThis.PublicKeyCredential as
    | (typeof PublicKeyCredential & {
        parseCreationOptionsFromJSON?(json: unknown): PublicKeyCredentialCreationOptions
        parseRequestOptionsFromJSON?(json: unknown): PublicKeyCredentialRequestOptions
      })
    | undefined
  if (!api?.parseCreationOptionsFromJSON || !api.parseRequestOptionsFromJSON || !navigator.credentials)
    throw new Error('This browser cannot use passkeys: update it, or use your passphrase')
  return api as Required<typeof api>
}

function forServer(credential: PublicKeyCredential): Record<string, unknown> {
  const json = (credential as PublicKeyCredential & { toJSON(): Record<string, unknown> }).toJSON()
  return { ...json, clientExtensionResults: {} }
}

async function prfAfterCreate(
  credential: PublicKeyCredential,
  rpId: string | undefined,
  salt: Uint8Array,
): Promise<Uint8Array> {
  const prf = (credential.getClientExtensionResults() as { prf?: PrfOutput }).prf
  if (prf?.results?.first) return bytes(prf.results.first)
  if (!prf?.enabled) throw new PasskeyWithoutPrfError()
  // Authenticators that enable PRF at creation but evaluate it only on use: one assertion, checked by nobody else.
  const assertion = (await navigator.credentials.get({
    publicKey: {
      challenge: crypto.getRandomValues(new Uint8Array(32)),
      ...(rpId && { rpId }),
      allowCredentials: [{ type: 'public-key', id: credential.rawId }],
      userVerification: 'required',
      extensions: { prf: { eval: { first: salt } } } as AuthenticationExtensionsClientInputs,
    },
  })) as PublicKeyCredential | null
  const first = (assertion?.getClientExtensionResults() as { prf?: PrfOutput } | undefined)?.prf?.results
    ?.first
  if (!first) throw new PasskeyWithoutPrfError()
  return bytes(first)
}

/** Runs one WebAuthn ceremony with the PRF extension in this window; binaries cross as base64url. */
export async function performPasskeyCeremony(request: CeremonyRequest): Promise<PasskeyCeremonyResult> {
  const api = webauthn()
  try {
    if (request.kind === 'create') {
      const salt = fromBase64Url(request.prfSalt)
      const publicKey = api.parseCreationOptionsFromJSON(request.options)
      publicKey.extensions = {
        ...publicKey.extensions,
        prf: { eval: { first: salt } },
      } as AuthenticationExtensionsClientInputs
      const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential | null
      if (!credential) throw new PasskeyCancelledError('create')
      const rpId = (request.options.rp as { id?: string } | undefined)?.id
      return {
        credentialId: credential.id,
        response: forServer(credential),
        prfOutput: await prfAfterCreate(credential, rpId, salt),
      }
    }
    const publicKey = api.parseRequestOptionsFromJSON(request.options)
    publicKey.extensions = {
      ...publicKey.extensions,
      prf: {
        evalByCredential: Object.fromEntries(
          Object.entries(request.prfSalts).map(([id, salt]) => [id, { first: fromBase64Url(salt) }]),
        ),
      },
    } as AuthenticationExtensionsClientInputs
    const credential = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential | null
    if (!credential) throw new PasskeyCancelledError('get')
    const first = (credential.getClientExtensionResults() as { prf?: PrfOutput }).prf?.results?.first
    if (!first) throw new PasskeyWithoutPrfError('open')
    return { credentialId: credential.id, response: forServer(credential), prfOutput: bytes(first) }
  } catch (error) {
    throw describePasskeyFailure(error, request.kind)
  }
}

/** The result as the popup posts it to the frame (the PRF output as base64url). */
export const encodeCeremonyResult = (result: PasskeyCeremonyResult) => ({
  ...result,
  prfOutput: toBase64Url(result.prfOutput),
})
