import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { SealedBox } from '@walletport/embedded/contract'
import { fromBase64Url, sharePurposes } from '@walletport/embedded/contract'
import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { sealAtRest } from '../crypto/sealAtRest.js'
import { ApiError } from '../http/ApiError.js'
import { assertFreshLogin } from '../wallet/assertFreshLogin.js'
import { openBox } from '../wallet/transportBoxes.js'
import { passkeyContexts } from './passkeyContexts.js'
import { passkeyRefused } from './passkeyRefused.js'
import { relyingPartyOf } from './relyingParty.js'
import { assertTopOrigin } from './topOrigin.js'
import { consumeWebauthnChallenge, issueWebauthnChallenge } from './webauthnChallenges.js'

/** The PRF salt and IV the frame used for a passkey's recovery share; stored for it, opaque to the server. */
export type PasskeyKdf = Record<string, string | number>

const STEP = 'add a passkey'

/**
 * Creation options for a new passkey of this account (fresh login only): rpID = the frame's host, user
 * verification required, the account's passkeys excluded. The frame adds the PRF extension itself.
 */
export async function startPasskeyRegistration(
  context: ServerContext,
  device: AuthenticatedDevice,
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON }> {
  assertFreshLogin(context, device, STEP)
  const [account] = await context.db.query<{ email: string | null; has_wallet: boolean }>(
    `select accounts.email, exists (select 1 from wallets where account_id = accounts.id) as has_wallet
     from accounts where id = $1`,
    [device.accountId],
  )
  if (!account?.has_wallet)
    throw new ApiError({ status: 404, code: 'wallet_missing', message: 'This account has no wallet yet' })
  const existing = await context.db.query<{ credential_id: string; transports: string[] }>(
    'select credential_id, transports from passkeys where account_id = $1',
    [device.accountId],
  )
  const { rpID, rpName } = relyingPartyOf(context.publicUrl)
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: account.email ?? 'WalletPort wallet',
    userID: new TextEncoder().encode(device.accountId),
    challenge: new Uint8Array(fromBase64Url(await issueWebauthnChallenge(context, device, 'register'))),
    timeout: context.limits.webauthnChallengeTtlMs,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  })
  return { options }
}

/**
 * Verifies the new credential (challenge spent first, origin = the frame's, top origin an allowed dapp if any, rpID =
 * its host, user verified) and stores it with its recovery set: the share the frame encrypted with the passkey's PRF
 * key and the matching server share, each sealed at rest. Fresh login only.
 */
export async function finishPasskeyRegistration(
  context: ServerContext,
  device: AuthenticatedDevice,
  {
    response,
    recoveryShare,
    serverShare,
    recoveryKdf,
  }: {
    response: RegistrationResponseJSON
    recoveryShare: SealedBox
    serverShare: SealedBox
    recoveryKdf: PasskeyKdf
  },
): Promise<{ credentialId: string }> {
  assertFreshLogin(context, device, STEP)
  const challenge = await consumeWebauthnChallenge(
    context,
    device,
    'register',
    response.response.clientDataJSON,
  )
  const { rpID, origin } = relyingPartyOf(context.publicUrl)
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    })
  } catch (error) {
    throw passkeyRefused(error instanceof Error ? error.message : 'it could not be verified')
  }
  if (!verified.verified) throw passkeyRefused('it could not be verified')
  assertTopOrigin(response.response.clientDataJSON, context.allowedOrigins)
  const { credential } = verified.registrationInfo
  const recovery = await openBox(context, recoveryShare, sharePurposes.passkeyShareUpload)
  const server = await openBox(context, serverShare, sharePurposes.passkeyServerShareUpload)
  try {
    const kek = context.keys.keyEncryptionKey
    const inserted = await context.db.query(
      `insert into passkeys (credential_id, account_id, public_key, counter, transports, recovery_share, server_share,
         recovery_kdf, created_at)
       select $1, $2, $3, $4, $5, $6, $7, $8, $9 where exists (select 1 from wallets where account_id = $2)
       on conflict (credential_id) do nothing returning credential_id`,
      [
        credential.id,
        device.accountId,
        credential.publicKey,
        credential.counter,
        JSON.stringify(credential.transports ?? []),
        sealAtRest(kek, recovery, passkeyContexts.recoveryShare(device.accountId, credential.id)),
        sealAtRest(kek, server, passkeyContexts.serverShare(device.accountId, credential.id)),
        JSON.stringify(recoveryKdf),
        new Date(context.now()),
      ],
    )
    if (inserted.length === 0)
      throw new ApiError({
        status: 409,
        code: 'passkey_refused',
        message: 'This passkey is already registered',
      })
    context.logger.info('passkey added', { account: device.accountId })
    return { credentialId: credential.id }
  } finally {
    recovery.fill(0)
    server.fill(0)
  }
}
