import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { Wallet } from 'ethers'

export interface FarcasterTestUser {
  fid: number
  username: string
  displayName: string
  /** The custody address registered for the fid in the devnet's IdRegistry. */
  custody: string
  custodyPrivateKey: string
  /** An auth address (key type 2) the custody added for the fid in the devnet's KeyRegistry. */
  authAddress: string
  authAddressPrivateKey: string
}

/** What a scripted user changes in the SIWF message before signing (to test the server's refusals). */
export interface FarcasterSignInOverrides {
  domain?: string
  nonce?: string
  /** ISO time; in the past makes an expired message (written into the text, as a forging client would). */
  expirationTime?: string
  /** Which of the user's keys signs: the custody (default) or the auth address. */
  signer?: 'custody' | 'authAddress'
  /** Signs, as the message's address, with this key instead of the user's (a signer that does not own the fid). */
  signerPrivateKey?: string
}

export interface FarcasterTestClient {
  user: FarcasterTestUser
  /**
   * Does what a Farcaster app does after scanning the QR: reads the channel token, nonce, domain and siweUri from
   * the sign-in URL, builds the SIWF message for the user's fid, signs it with the custody key (or the auth address,
   * `signer: 'authAddress'`) and posts it to the relay. Resolves with the signed message.
   */
  signIn(url: string, overrides?: FarcasterSignInOverrides): Promise<{ message: string; signature: string }>
}

export class FarcasterSignInUrlError extends Error {
  override name = 'FarcasterSignInUrlError'
  constructor(url: string, missing: string) {
    super(`Expected a Sign In With Farcaster URL with ${missing}, got ${url.slice(0, 200)}`)
  }
}

/** auth-client refuses to build an expired message; a forging client edits the text instead. */
function withExpirationTime(message: string, expirationTime: string): string {
  const line = `Expiration Time: ${expirationTime}`
  return /^Expiration Time: .*$/m.test(message)
    ? message.replace(/^Expiration Time: .*$/m, line)
    : message.replace(/^(Issued At: .*)$/m, `$1\n${line}`)
}

/** A test "Farcaster client" for one devnet user, talking to the devnet relay. */
export function createFarcasterTestClient({
  relayUrl,
  relayAuthKey,
  rpcUrl,
  user,
}: {
  relayUrl: string
  relayAuthKey: string
  rpcUrl: string
  user: FarcasterTestUser
}): FarcasterTestClient {
  const client = createWalletClient({ relay: relayUrl, ethereum: viemConnector({ rpcUrl }) })
  return {
    user,
    async signIn(url, overrides = {}) {
      const params = new URL(url).searchParams
      const read = (name: string) => {
        const value = params.get(name)
        if (!value) throw new FarcasterSignInUrlError(url, name)
        return value
      }
      const channelToken = read('channelToken')
      const siweUri = read('siweUri')
      const expirationTime = params.get('expirationTime') ?? undefined
      const notBefore = params.get('notBefore') ?? undefined
      const authMethod = overrides.signer ?? 'custody'
      const signer = new Wallet(
        overrides.signerPrivateKey ??
          (authMethod === 'authAddress' ? user.authAddressPrivateKey : user.custodyPrivateKey),
      )
      const built = client.buildSignInMessage({
        address: signer.address as `0x${string}`,
        fid: user.fid,
        uri: siweUri,
        domain: overrides.domain ?? read('domain'),
        nonce: overrides.nonce ?? read('nonce'),
        ...(notBefore && { notBefore: new Date(notBefore) }),
        ...(expirationTime && { expirationTime: new Date(expirationTime) }),
      })
      if (built.isError) throw built.error
      const message = overrides.expirationTime
        ? withExpirationTime(built.message, overrides.expirationTime)
        : built.message
      const signature = await signer.signMessage(message)
      const posted = await client.authenticate({
        channelToken,
        authKey: relayAuthKey,
        message,
        signature: signature as `0x${string}`,
        authMethod,
        fid: user.fid,
        username: user.username,
        displayName: user.displayName,
        bio: '',
        pfpUrl: '',
      })
      if (posted.isError) throw posted.error
      if (posted.response.status !== 201)
        throw new Error(
          `The relay refused the sign-in (${posted.response.status}): ${JSON.stringify(posted.data)}`,
        )
      return { message, signature }
    },
  }
}
