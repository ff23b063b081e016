import type { WalletPortStorage } from '@walletport/core'
import { EMAIL_COOLDOWN_MS } from '../protocol/emailCooldown.js'

export { EMAIL_COOLDOWN_MS }
/** Spec section 9: a missing last-used chain falls back to 1. */
export const DEFAULT_CHAIN_ID = 1

/** The login data the dapp keeps (spec section 3, local storage), and the rules of section 4 on it. */
export function createLoginData(storage: WalletPortStorage, now: () => number = Date.now) {
  return {
    /** Seconds left of the cooldown after the last code, 0 when a new code may be sent. */
    cooldownSeconds(): number {
      const last = storage.get('last-email-login-time')
      if (last === undefined) return 0
      const left = last + EMAIL_COOLDOWN_MS - now()
      return left > 0 ? Math.ceil(left / 1000) : 0
    },
    codeSent(): void {
      storage.set('last-email-login-time', now())
    },
    /** Login success: store the email, set the email-login flag, clear the last email login time. */
    loggedIn(email: string): void {
      storage.set('email', email)
      storage.set('email-login-used', true)
      storage.remove('last-email-login-time')
    },
    /** A social login: its user name is remembered (the email, if any, comes with the user payload). */
    socialLoggedIn(userName: string | undefined): void {
      if (userName) storage.set('social-username', userName)
      storage.remove('last-email-login-time')
    },
    /** A connected check that answered false or failed: forget the cached login. */
    clear(): void {
      storage.remove('email')
      storage.remove('email-login-used')
      storage.remove('social-username')
    },
    email: () => storage.get('email'),
    emailLoginUsed: () => storage.get('email-login-used') === true,
    /** The last used chain (numeric for eip155, CAIP-2 text otherwise), default 1. */
    chainId(): string | number {
      return this.storedChainId() ?? DEFAULT_CHAIN_ID
    },
    /** The last used chain as `chainId()` gives it, undefined when none was stored. */
    storedChainId(): string | number | undefined {
      const stored = storage.get('last-used-chain-id')
      if (stored === undefined) return undefined
      const match = typeof stored === 'string' ? /^eip155:(\d+)$/.exec(stored) : null
      return match ? Number(match[1]) : stored
    },
    setChainId(chainId: string | number): void {
      storage.set(
        'last-used-chain-id',
        typeof chainId === 'string' && /^\d+$/.test(chainId) ? Number(chainId) : (chainId as never),
      )
    },
    smartAccountNetworks: () => storage.get('smart-account-enabled-networks') ?? [],
    setSmartAccountNetworks(networks: readonly number[]): void {
      storage.set('smart-account-enabled-networks', [...networks])
    },
  }
}

export type LoginData = ReturnType<typeof createLoginData>
