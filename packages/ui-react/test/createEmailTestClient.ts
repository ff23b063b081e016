import {
  type ChainAdapter,
  type EmailAuth,
  EmailCooldownError,
  WalletPortError,
  type WalletPortOptions,
} from '@walletport/core'
import { localEvm, localEvm2 } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { createViewTestClient } from './viewTestSetup.js'

export const EMAIL_CODE = '123456'
export const EMAIL_ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

class WrongCodeError extends WalletPortError {
  override name = 'WrongCodeError'
  constructor(left: number) {
    super(`Invalid code: ${left} tries left`)
  }
}

/**
 * The embedded wallet's email login as its server answers it, in memory: one right code, 5 tries, a 30 s
 * cooldown on a manual clock, device approval when the device is new. The real frame and server are tested in
 * embedded-server's browser e2e.
 */
export function createScriptedEmailAuth({ knownDevice = true }: { knownDevice?: boolean } = {}) {
  let now = 1_000_000
  let lastCode: number | undefined
  let approved = knownDevice
  let tries = 5
  let email: string | undefined
  let pendingEmail: string | undefined
  const calls: string[] = []
  let failDevice: Error | undefined

  const checkCode = (otp: string) => {
    if (otp === EMAIL_CODE) return
    tries -= 1
    throw new WrongCodeError(tries)
  }
  const auth: EmailAuth = {
    async connectEmail(address) {
      calls.push(`connectEmail ${address}`)
      const left = auth.cooldownSeconds()
      if (left > 0) throw new EmailCooldownError({ seconds: left })
      lastCode = now
      pendingEmail = address
      return { action: approved ? 'VERIFY_OTP' : 'VERIFY_DEVICE' }
    },
    async connectDevice() {
      calls.push('connectDevice')
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (failDevice) throw failDevice
      return { action: approved ? 'VERIFY_OTP' : 'VERIFY_DEVICE' }
    },
    async connectOtp(otp) {
      calls.push(`connectOtp ${otp}`)
      checkCode(otp)
      email = pendingEmail
      lastCode = undefined
      return { action: 'CONNECT' }
    },
    cooldownSeconds: () =>
      lastCode === undefined ? 0 : Math.max(0, Math.ceil((lastCode + 30_000 - now) / 1000)),
    async updateEmail(newEmail) {
      calls.push(`updateEmail ${newEmail}`)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async updateEmailPrimaryOtp(otp) {
      calls.push(`updateEmailPrimaryOtp ${otp}`)
      checkCode(otp)
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    async updateEmailSecondaryOtp(otp) {
      calls.push(`updateEmailSecondaryOtp ${otp}`)
      checkCode(otp)
      const newEmail =
        [...calls]
          .reverse()
          .find((call) => call.startsWith('updateEmail '))
          ?.slice(12) ?? ''
      email = newEmail
      return { newEmail }
    },
    async signOut() {
      calls.push('signOut')
      email = undefined
    },
    getEmail: () => email,
  }
  return {
    auth,
    calls,
    approve() {
      approved = true
    },
    failDeviceWith(error: Error | undefined) {
      failDevice = error
    },
    advance(ms: number) {
      now += ms
    },
    signedIn(address: string) {
      email = address
    },
  }
}

export type ScriptedEmailAuth = ReturnType<typeof createScriptedEmailAuth>

/**
 * A real client whose EVM adapter offers the email wallet as an AUTH connector ('walletport-embedded' over the
 * memory wallet) with a scripted email login.
 */
export async function createEmailTestClient(
  scripted: ScriptedEmailAuth = createScriptedEmailAuth(),
  options: Partial<WalletPortOptions> = {},
) {
  const memory = createMemoryAdapter({
    networks: [localEvm, localEvm2],
    accounts: [EMAIL_ADDRESS],
    connectors: [{ id: 'walletport-embedded', name: 'Email' }],
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  const adapter: ChainAdapter = Object.assign(Object.create(null), memory, {
    getConnectors: () =>
      memory
        .getConnectors()
        .map((connector) => ({ ...connector, type: 'AUTH' as const, emailAuth: async () => scripted.auth })),
  })
  const { client } = await createViewTestClient({
    adapter: adapter as typeof memory,
    features: { email: true },
    ...options,
  })
  return { client, scripted, wallet: memory.wallet }
}
