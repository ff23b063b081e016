import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server'
import { fromBase64Url, type SealedBox, sealToPublicKey, sharePurposes } from '@walletport/embedded/contract'
import { limitRate } from '../auth/limitRate.js'
import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { openAtRest } from '../crypto/sealAtRest.js'
import { assertFreshLogin } from '../wallet/assertFreshLogin.js'
import { parseRecipientKey } from '../wallet/transportBoxes.js'
import type { WalletAddresses } from '../wallet/walletOperations.js'
import { passkeyContexts } from './passkeyContexts.js'
import { passkeyRefused } from './passkeyRefused.js'
import type { PasskeyKdf } from './registerPasskey.js'
import { relyingPartyOf } from './relyingParty.js'
import { consumeWebauthnChallenge, issueWebauthnChallenge } from './webauthnChallenges.js'

const STEP = 'recover the wallet on this device'

/**
 * Request options for recovering on a new device (fresh login only): the account's passkeys with their PRF salts.
 * An account without passkeys gets none and no challenge (the frame asks the passphrase).
 */
export async function startPasskeyRecovery(
  context: ServerContext,
  device: AuthenticatedDevice,
): Promise<{
  options?: PublicKeyCredentialRequestOptionsJSON
  passkeys: { credentialId: string; recoveryKdf: PasskeyKdf }[]
}> {
  assertFreshLogin(context, device, STEP)
  const rows = await context.db.query<{
    credential_id: string
    transports: string[]
    recovery_kdf: PasskeyKdf
  }>(
    'select credential_id, transports, recovery_kdf from passkeys where account_id = $1 order by created_at',
    [device.accountId],
  )
  if (rows.length === 0) return { passkeys: [] }
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(context.publicUrl).rpID,
    allowCredentials: rows.map((row) => ({ id: row.credential_id, transports: row.transports as never })),
    userVerification: 'required',
    challenge: new Uint8Array(fromBase64Url(await issueWebauthnChallenge(context, device, 'recover'))),
    timeout: context.limits.webauthnChallengeTtlMs,
  })
  return {
    options,
    passkeys: rows.map((row) => ({ credentialId: row.credential_id, recoveryKdf: row.recovery_kdf })),
  }
}

/**
 * Verifies the assertion (challenge spent first, origin = the frame's, top origin an allowed dapp if any, rpID = its
 * host, user verified, signature counter moving forward) and hands the passkey's recovery set to the frame, sealed
 * to its one-time key. Fresh login only; counted with passphrase recoveries (10 per account and hour).
 */
export async function finishPasskeyRecovery(
  context: ServerContext,
  device: AuthenticatedDevice,
  { response, recipientKey }: { response: AuthenticationResponseJSON; recipientKey: string },
): Promise<{
  serverShare: SealedBox
  recoveryShare: SealedBox
  recoveryKdf: PasskeyKdf
  addresses: WalletAddresses
}> {
  assertFreshLogin(context, device, STEP)
  const recipient = parseRecipientKey(recipientKey)
  await limitRate(context.db, context.now(), [{ bucket: `recovery:${device.accountId}`, perHour: 10 }])
  const challenge = await consumeWebauthnChallenge(
    context,
    device,
    'recover',
    response.response.clientDataJSON,
  )
  const [row] = await context.db.query<{
    public_key: Uint8Array
    counter: string
    transports: string[]
    recovery_share: Uint8Array
    server_share: Uint8Array
    recovery_kdf: PasskeyKdf
    evm_address: string
    solana_address: string
  }>(
    `select passkeys.*, wallets.evm_address, wallets.solana_address
     from passkeys join wallets on wallets.account_id = passkeys.account_id
     where passkeys.credential_id = $1 and passkeys.account_id = $2`,
    [response.id, device.accountId],
  )
  if (!row) throw passkeyRefused('it is not a passkey of this account')
  const { rpID, origin } = relyingPartyOf(context.publicUrl)
  let newCounter: number
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      // In the frame inside a dapp the browser names the dapp; it must be one allowed to frame the wallet.
      expectedTopOrigin: [...context.allowedOrigins],
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: response.id,
        publicKey: new Uint8Array(row.public_key),
        counter: Number(row.counter),
        transports: row.transports as never,
      },
    })
    if (!verified.verified) throw new Error('the signature does not verify')
    newCounter = verified.authenticationInfo.newCounter
  } catch (error) {
    throw passkeyRefused(error instanceof Error ? error.message : 'it could not be verified')
  }
  // Two uses racing with one counter value: only the first moves it.
  const moved = await context.db.query(
    `update passkeys set counter = $3, last_used_at = $4
     where credential_id = $1 and account_id = $2 and counter = $5 returning credential_id`,
    [response.id, device.accountId, newCounter, new Date(context.now()), row.counter],
  )
  if (moved.length === 0) throw passkeyRefused('it was used twice at once')
  const kek = context.keys.keyEncryptionKey
  const server = openAtRest(kek, row.server_share, passkeyContexts.serverShare(device.accountId, response.id))
  const recovery = openAtRest(
    kek,
    row.recovery_share,
    passkeyContexts.recoveryShare(device.accountId, response.id),
  )
  try {
    context.logger.info('passkey recovery', { account: device.accountId })
    return {
      serverShare: await sealToPublicKey(recipient, server, sharePurposes.passkeyServerShareDownload),
      recoveryShare: await sealToPublicKey(recipient, recovery, sharePurposes.passkeyShareDownload),
      recoveryKdf: row.recovery_kdf,
      addresses: { evmAddress: row.evm_address, solanaAddress: row.solana_address },
    }
  } finally {
    server.fill(0)
    recovery.fill(0)
  }
}
