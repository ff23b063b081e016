import {
  type EmailAuth,
  EmailCooldownError,
  type EmbeddedDevice,
  type LinkedIdentity,
  type SocialAuth,
  type SocialLoginPopup,
  type SocialProvider,
  WalletPortError,
} from '@walletport/core'

/** The one code the in-memory wallet "mails" (nothing leaves the page). */
export const GALLERY_EMAIL_CODE = '123456'

class GalleryWalletError extends WalletPortError {
  override name = 'GalleryWalletError'
}

const day = (date: string) => `2026-11-${date}T10:00:00.000Z`

/**
 * The embedded wallet of an account signed in with `email`, kept in memory: this device and one other, one passkey,
 * GitHub linked, and `providers` configured for linking. It answers as the wallet's frame does (codes, the 30 s
 * cooldown, refusing to unlink the last way in), with no server behind it: social sign-in has no provider pages,
 * only the popup flow for providers already linked.
 */
export function createGalleryEmbeddedAccount({
  email: signedInEmail,
  providers,
}: {
  email: string
  providers: readonly (SocialProvider | 'farcaster')[]
}): { emailAuth: EmailAuth; socialAuth: SocialAuth } {
  let email: string | null = signedInEmail
  let pendingEmail: string | undefined
  let codeSentAt: number | undefined
  let devices: EmbeddedDevice[] = [
    { id: 'b7d41e90c2', createdAt: day('20'), lastSeenAt: day('24'), canSign: true, current: true },
    { id: '5f2ac93d18', createdAt: day('02'), lastSeenAt: day('21'), canSign: true, current: false },
  ]
  let passkeys = [{ id: 'passkey-1', createdAt: day('20'), lastUsedAt: null as string | null }]
  let identities: Omit<LinkedIdentity, 'removable'>[] = [
    { id: 'identity-1', provider: 'github', userName: 'ada-dev', email: null, createdAt: day('22') },
  ]

  const sendCode = () => {
    const left = emailAuth.cooldownSeconds()
    if (left > 0) throw new EmailCooldownError({ seconds: left })
    codeSentAt = Date.now()
  }
  const checkCode = (otp: string) => {
    if (otp !== GALLERY_EMAIL_CODE)
      throw new GalleryWalletError(`Expected the code ${GALLERY_EMAIL_CODE}, received ${otp}`)
    codeSentAt = undefined
  }
  const link = (provider: string, userName: string) => {
    if (identities.some((identity) => identity.provider === provider))
      throw new GalleryWalletError(`Expected a provider not linked yet, received ${provider} (linked)`)
    const identity = {
      id: `identity-${identities.length + 1}`,
      provider,
      userName,
      email: null,
      createdAt: new Date().toISOString(),
    }
    identities = [...identities, identity]
    return identity
  }
  const signIn = (provider: SocialProvider, popup: SocialLoginPopup) => {
    popup.close()
    const identity = identities.find((entry) => entry.provider === provider)
    if (!identity) throw new GalleryWalletError(`Expected a linked provider, received ${provider}`)
    return { provider, userName: identity.userName ?? undefined }
  }

  const emailAuth: EmailAuth = {
    async connectEmail(address) {
      sendCode()
      pendingEmail = address
      return { action: 'VERIFY_OTP' }
    },
    connectDevice: async () => ({ action: 'VERIFY_OTP' }),
    async connectOtp(otp) {
      checkCode(otp)
      email = pendingEmail ?? email
      return { action: 'CONNECT' }
    },
    cooldownSeconds: () =>
      codeSentAt === undefined ? 0 : Math.max(0, Math.ceil((codeSentAt + 30_000 - Date.now()) / 1000)),
    async updateEmail(newEmail) {
      sendCode()
      pendingEmail = newEmail
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async updateEmailPrimaryOtp(otp) {
      checkCode(otp)
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    async updateEmailSecondaryOtp(otp) {
      checkCode(otp)
      if (pendingEmail === undefined)
        throw new GalleryWalletError('Expected a new email first, received none')
      email = pendingEmail
      return { newEmail: pendingEmail }
    },
    async signOut() {
      email = null
    },
    getEmail: () => email ?? undefined,
    listDevices: async () => devices.map((device) => ({ ...device })),
    async revokeDevice(deviceId) {
      if (devices.some((device) => device.current && device.id === deviceId))
        throw new GalleryWalletError('Expected another device, received this one')
      devices = devices.filter((device) => device.id !== deviceId)
    },
    async addPasskey() {
      passkeys = [
        ...passkeys,
        { id: `passkey-${passkeys.length + 1}`, createdAt: new Date().toISOString(), lastUsedAt: null },
      ]
    },
    listPasskeys: async () => passkeys.map((passkey) => ({ ...passkey })),
    async removePasskey(id) {
      passkeys = passkeys.filter((passkey) => passkey.id !== id)
    },
    listIdentities: async () => ({
      email,
      identities: identities.map((identity) => ({
        ...identity,
        removable: email !== null || identities.length > 1,
      })),
    }),
    async linkSocial({ provider, popup }) {
      popup.close()
      return link(provider, 'ada')
    },
    async unlinkIdentity(id) {
      if (email === null && identities.length === 1)
        throw new GalleryWalletError('Expected another way into the wallet to stay, received the last one')
      identities = identities.filter((identity) => identity.id !== id)
    },
  }

  const socialAuth: SocialAuth = {
    getSocialProviders: async () => providers,
    async getSocialRedirectUri(provider) {
      throw new GalleryWalletError(`Expected a wallet server for ${provider}'s sign-in page, received none`)
    },
    async connectSocial(uri) {
      throw new GalleryWalletError(`Expected a wallet server to finish ${uri}, received none`)
    },
    connectSocialInPopup: async ({ provider, popup }) => signIn(provider, popup),
  }

  return { emailAuth, socialAuth }
}
