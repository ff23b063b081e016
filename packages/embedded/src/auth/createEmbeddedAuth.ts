import {
  type EmailAuth,
  EmailCooldownError,
  FrameError,
  type SocialAuth,
  type SocialLoginPopup,
  type SocialProvider,
} from '@walletport/core'
import type { FrameClient } from '../frame/createFrameClient.js'
import type { FrameSuccessPayload, FrameUser } from '../protocol/events.js'
import { createSocialAuth } from '../social/createSocialAuth.js'
import { linkSocialInPopup } from '../social/linkSocialInPopup.js'
import type { LoginData } from './loginData.js'

/** The login and account calls the email views make; each one goes to the frame. */
export interface EmbeddedAuth extends EmailAuth, SocialAuth {
  /** Sends a code (or a device-approval link): VERIFY_OTP or VERIFY_DEVICE. Refused inside the 30 s cooldown. */
  connectEmail(email: string): Promise<FrameSuccessPayload<'CONNECT_EMAIL'>>
  /** Waits (up to the frame's hold) for the mailed device approval: VERIFY_OTP once approved, else VERIFY_DEVICE. */
  connectDevice(): Promise<FrameSuccessPayload<'CONNECT_DEVICE'>>
  connectOtp(otp: string): Promise<FrameSuccessPayload<'CONNECT_OTP'>>
  /** Seconds before another code may be requested. */
  cooldownSeconds(): number
  isConnected(): Promise<boolean>
  getUser(parameters?: { chainId?: string | number }): Promise<FrameUser>
  updateEmail(newEmail: string): Promise<FrameSuccessPayload<'UPDATE_EMAIL'>>
  updateEmailPrimaryOtp(otp: string): Promise<FrameSuccessPayload<'UPDATE_EMAIL_PRIMARY_OTP'>>
  updateEmailSecondaryOtp(otp: string): Promise<FrameSuccessPayload<'UPDATE_EMAIL_SECONDARY_OTP'>>
  signOut(): Promise<void>
  /** Answered locally from the last used chain (default 1), never by the frame. */
  getChainId(): string | number
  getSmartAccountEnabledNetworks(): Promise<number[]>
  /** The frame shows the recovery phrase on its own screen (after a fresh login). */
  exportWallet(): Promise<void>
  /** The email of the last login on this site, if any. */
  getEmail(): string | undefined
  getFarcasterUri(): Promise<FrameSuccessPayload<'GET_FARCASTER_URI'>>
  connectFarcaster(): Promise<FrameSuccessPayload<'CONNECT_FARCASTER'>>
  getUserName(): string | undefined
  listDevices(): Promise<FrameSuccessPayload<'LIST_DEVICES'>['devices']>
  revokeDevice(deviceId: string): Promise<void>
  /** The frame shows its own passkey step (the browser's prompt needs a click inside the frame). */
  addPasskey(): Promise<void>
  listPasskeys(): Promise<FrameSuccessPayload<'LIST_PASSKEYS'>['passkeys']>
  /** Removes a passkey and its recovery set (fresh login only); the passphrase keeps working. */
  removePasskey(id: string): Promise<void>
  listIdentities(): Promise<FrameSuccessPayload<'LIST_IDENTITIES'>>
  /** Links another provider through `popup` (fresh login only); the session stays as it was. */
  linkSocial(parameters: {
    provider: SocialProvider
    popup: SocialLoginPopup
    signal?: AbortSignal
  }): Promise<FrameSuccessPayload<'LINK_SOCIAL'>['identity']>
  unlinkIdentity(id: string): Promise<void>
  getFarcasterLinkUri(): Promise<FrameSuccessPayload<'GET_FARCASTER_LINK_URI'>>
  linkFarcaster(): Promise<FrameSuccessPayload<'LINK_FARCASTER'>['identity']>
}

const COOLDOWN_MESSAGE = /^Please try again after (\d+) seconds$/

/** The frame's cooldown answer as the same error the dapp's own check throws. */
function asCooldown(error: unknown): unknown {
  const match = error instanceof FrameError ? COOLDOWN_MESSAGE.exec(error.message) : null
  return match ? new EmailCooldownError({ seconds: Number(match[1]), cause: error }) : error
}

export function createEmbeddedAuth({
  frame,
  loginData,
  onSessionEnded,
  frameOrigin,
  onFarcasterUrl,
}: {
  frame: FrameClient
  loginData: LoginData
  onSessionEnded(): void
  /** The wallet server's origin (social login results come from it). */
  frameOrigin: string
  /** The Farcaster sign-in URL once the frame gave it; undefined when that sign-in settles. */
  onFarcasterUrl(url: string | undefined): void
}): EmbeddedAuth {
  let email: string | undefined
  let userName: string | undefined
  let farcasterUrl: string | undefined

  return {
    ...createSocialAuth({
      frame,
      resultOrigin: frameOrigin,
      onLoggedIn: ({ userName }) => loginData.socialLoggedIn(userName),
    }),
    async connectEmail(address) {
      const seconds = loginData.cooldownSeconds()
      if (seconds > 0) throw new EmailCooldownError({ seconds })
      const answer = await frame.request('CONNECT_EMAIL', { email: address }).catch((error: unknown) => {
        throw asCooldown(error)
      })
      email = address
      loginData.codeSent()
      return answer
    },
    connectDevice: () => frame.request('CONNECT_DEVICE', {}),
    async connectOtp(otp) {
      const answer = await frame.request('CONNECT_OTP', { otp })
      if (email) loginData.loggedIn(email)
      return answer
    },
    cooldownSeconds: () => loginData.cooldownSeconds(),
    async isConnected() {
      try {
        const { isConnected } = await frame.request('IS_CONNECTED', {})
        if (!isConnected) loginData.clear()
        return isConnected
      } catch {
        loginData.clear()
        return false
      }
    },
    async getUser({ chainId } = {}) {
      const user = await frame.request('GET_USER', chainId === undefined ? {} : { chainId })
      if (chainId !== undefined) loginData.setChainId(chainId)
      if (user.email) loginData.loggedIn(user.email)
      userName = user.userName
      return user
    },
    updateEmail: (newEmail) => frame.request('UPDATE_EMAIL', { newEmail }),
    updateEmailPrimaryOtp: (otp) => frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }),
    async updateEmailSecondaryOtp(otp) {
      const answer = await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      email = answer.newEmail
      loginData.loggedIn(answer.newEmail)
      return answer
    },
    async signOut() {
      try {
        await frame.request('SIGN_OUT', {})
      } finally {
        userName = undefined
        loginData.clear()
        onSessionEnded()
      }
    },
    getChainId: () => loginData.chainId(),
    async getSmartAccountEnabledNetworks() {
      try {
        const { smartAccountEnabledNetworks } = await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
        loginData.setSmartAccountNetworks(smartAccountEnabledNetworks)
        return smartAccountEnabledNetworks
      } catch {
        loginData.setSmartAccountNetworks([])
        return []
      }
    },
    async exportWallet() {
      await frame.request('EXPORT_WALLET', {})
    },
    getEmail: () => email ?? loginData.email(),
    async getFarcasterUri() {
      const answer = await frame.request('GET_FARCASTER_URI', {})
      farcasterUrl = answer.url
      onFarcasterUrl(answer.url)
      return answer
    },
    async connectFarcaster() {
      const waitingFor = farcasterUrl
      try {
        const answer = await frame.request('CONNECT_FARCASTER', {})
        userName = answer.userName
        return answer
      } finally {
        // A sign-in another one replaced settles late: the newer URL stays.
        if (farcasterUrl === waitingFor) {
          farcasterUrl = undefined
          onFarcasterUrl(undefined)
        }
      }
    },
    getUserName: () => userName,
    listDevices: async () => (await frame.request('LIST_DEVICES', {})).devices,
    async revokeDevice(deviceId) {
      await frame.request('REVOKE_DEVICE', { deviceId })
    },
    async addPasskey() {
      await frame.request('ADD_PASSKEY', {})
    },
    listPasskeys: async () => (await frame.request('LIST_PASSKEYS', {})).passkeys,
    async removePasskey(id) {
      await frame.request('REMOVE_PASSKEY', { id })
    },
    listIdentities: () => frame.request('LIST_IDENTITIES', {}),
    linkSocial: ({ provider, popup, signal }) =>
      linkSocialInPopup({ frame, resultOrigin: frameOrigin, provider, popup, signal }),
    async unlinkIdentity(id) {
      await frame.request('UNLINK_IDENTITY', { id })
    },
    getFarcasterLinkUri: () => frame.request('GET_FARCASTER_LINK_URI', {}),
    linkFarcaster: async () => (await frame.request('LINK_FARCASTER', {})).identity,
  }
}
