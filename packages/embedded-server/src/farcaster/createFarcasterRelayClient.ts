import { type AuthClientError, createAppClient, viemConnector } from '@farcaster/auth-client'
import { explainFarcasterSigner, readSignerAndFid } from './explainFarcasterSigner.js'

export interface FarcasterSettings {
  /** The Farcaster Auth relay (`WALLETPORT_FARCASTER_RELAY_URL`). */
  relayUrl: string
  /** An Optimism JSON-RPC endpoint answering the IdRegistry and KeyRegistry (`WALLETPORT_FARCASTER_RPC_URL`). */
  rpcUrl: string
}

export type FarcasterChannelStatus =
  | { state: 'pending' }
  | { state: 'completed'; message: string; signature: `0x${string}`; username: string | undefined }

export interface VerifiedFarcasterSignIn {
  fid: number
  signer: string
  /** The signer is the fid's custody (IdRegistry) or one of its auth addresses (KeyRegistry). */
  authMethod: 'custody' | 'authAddress'
}

/** Why a signed Sign In With Farcaster message was refused, in words the user reads. */
export class FarcasterSignInError extends Error {
  override name = 'FarcasterSignInError'
  readonly reason: 'nonce' | 'domain' | 'signature' | 'signer' | 'message' | 'unavailable'
  constructor(reason: FarcasterSignInError['reason'], message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.reason = reason
  }
}

export interface FarcasterRelayClient {
  createChannel(request: {
    siweUri: string
    domain: string
    nonce: string
    expirationTime: string
  }): Promise<{ channelToken: string; url: string }>
  status(channelToken: string): Promise<FarcasterChannelStatus>
  /**
   * Checks the message (statement, chain, nonce, domain, times), its signature, and that the signer is the fid's
   * custody or one of its active auth addresses.
   */
  verify(request: {
    nonce: string
    domain: string
    message: string
    signature: `0x${string}`
  }): Promise<VerifiedFarcasterSignIn>
}

function refusal(error: AuthClientError | undefined): FarcasterSignInError {
  const text = error?.message ?? ''
  if (/Invalid nonce/.test(text))
    return new FarcasterSignInError(
      'nonce',
      'The Farcaster message was signed for another sign-in: scan the new code',
    )
  if (/Invalid domain/.test(text))
    return new FarcasterSignInError('domain', 'The Farcaster message was signed for another site')
  if (/Failed to verify message/.test(text))
    return new FarcasterSignInError(
      'signature',
      'The Farcaster message was not signed by the address it names',
    )
  if (/does not own fid|not an auth address/.test(text))
    return new FarcasterSignInError(
      'signer',
      'The Farcaster message was not signed by the custody or an auth address of that Farcaster account',
    )
  if (error?.errCode === 'unavailable' || error?.errCode === 'unknown')
    return new FarcasterSignInError(
      'unavailable',
      'Farcaster accounts cannot be checked right now: try again',
      { cause: error },
    )
  return new FarcasterSignInError(
    'message',
    'The Farcaster message is not valid (expired, or not a Farcaster sign-in)',
    {
      cause: error,
    },
  )
}

/**
 * The server's side of Sign In With Farcaster through `@farcaster/auth-client`: channels on the configured relay,
 * and verification against the registries on the configured RPC — the signer must be the fid's custody (IdRegistry)
 * or an auth address the fid added and has not removed (KeyRegistry, key type 2). A refused signer is explained
 * from the same registries.
 */
export function createFarcasterRelayClient({ relayUrl, rpcUrl }: FarcasterSettings): FarcasterRelayClient {
  const ethereum = viemConnector({ rpcUrl })
  const client = createAppClient({ relay: relayUrl, ethereum })
  const unavailable = (cause: unknown) =>
    new FarcasterSignInError('unavailable', 'The Farcaster relay cannot be reached: try again', { cause })
  return {
    async createChannel(request) {
      const created = await client.createChannel({ ...request, acceptAuthAddress: true })
      if (created.isError || created.response.status !== 201)
        throw unavailable(created.error ?? created.response?.status)
      return { channelToken: created.data.channelToken, url: created.data.url }
    },
    async status(channelToken) {
      const answer = await client.status({ channelToken })
      if (answer.isError) throw unavailable(answer.error)
      if (answer.response.status === 202) return { state: 'pending' }
      const { data } = answer
      if (answer.response.status !== 200 || data.state !== 'completed' || !data.message || !data.signature)
        throw unavailable(`relay answered ${answer.response.status}`)
      return { state: 'completed', message: data.message, signature: data.signature, username: data.username }
    },
    async verify(request) {
      const verified = await client.verifySignInMessage({ ...request, acceptAuthAddress: true })
      if (!verified.isError)
        return { fid: verified.fid, signer: verified.data.address, authMethod: verified.authMethod }
      const refused = refusal(verified.error)
      const named = refused.reason === 'signer' ? readSignerAndFid(request.message) : undefined
      if (!named) throw refused
      const explained = await explainFarcasterSigner(ethereum.publicClient, named).catch(() => undefined)
      throw explained ? new FarcasterSignInError('signer', explained, { cause: verified.error }) : refused
    },
  }
}
