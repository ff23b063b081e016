import { createMemoryStorageBackend, createStorage, EmailCooldownError, FrameError } from '@walletport/core'
import type { FrameClient } from '../frame/createFrameClient.js'
import type { FrameRequestType } from '../protocol/events.js'
import { createEmbeddedAuth } from './createEmbeddedAuth.js'
import { createLoginData, EMAIL_COOLDOWN_MS } from './loginData.js'

type Answers = Partial<Record<FrameRequestType, (payload: unknown) => unknown>>

function setup(answers: Answers) {
  let now = 1_700_000_000_000
  const storage = createStorage({ backend: createMemoryStorageBackend() })
  const loginData = createLoginData(storage, () => now)
  const sent: [FrameRequestType, unknown][] = []
  const frame = {
    async request(type: FrameRequestType, payload: unknown) {
      sent.push([type, payload])
      const answer = answers[type]
      if (!answer) throw new Error(`unexpected ${type}`)
      return answer(payload)
    },
  } as unknown as FrameClient
  let ended = 0
  const farcasterUrls: (string | undefined)[] = []
  const auth = createEmbeddedAuth({
    frame,
    loginData,
    onSessionEnded: () => ended++,
    frameOrigin: 'http://localhost:8787',
    onFarcasterUrl: (url) => farcasterUrls.push(url),
  })
  return { auth, storage, sent, farcasterUrls, advance: (ms: number) => (now += ms), ended: () => ended }
}

describe('login data rules (spec section 4, Embedded frame)', () => {
  it('login success stores the email, sets the email-login flag and clears the last email login time', async () => {
    const { auth, storage } = setup({
      CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
      CONNECT_OTP: () => ({ action: 'CONNECT' }),
    })
    await auth.connectEmail('a@example.com')
    expect(storage.get('last-email-login-time')).toBeDefined()
    await auth.connectOtp('123456')
    expect(storage.get('email')).toBe('a@example.com')
    expect(storage.get('email-login-used')).toBe(true)
    expect(storage.get('last-email-login-time')).toBeUndefined()
  })

  it('an updated email replaces the one this page logged in with', async () => {
    const { auth, storage } = setup({
      CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
      CONNECT_OTP: () => ({ action: 'CONNECT' }),
      UPDATE_EMAIL_SECONDARY_OTP: () => ({ newEmail: 'b@example.com' }),
    })
    await auth.connectEmail('a@example.com')
    await auth.connectOtp('123456')
    await auth.updateEmailSecondaryOtp('654321')
    expect(auth.getEmail()).toBe('b@example.com')
    expect(storage.get('email')).toBe('b@example.com')
  })

  it("refuses a second code within 30 s with 'Please try again after N seconds', without asking the frame", async () => {
    const { auth, sent, advance } = setup({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    await auth.connectEmail('a@example.com')
    advance(12_000)
    const refused = auth.connectEmail('a@example.com')
    await expect(refused).rejects.toBeInstanceOf(EmailCooldownError)
    await expect(refused).rejects.toThrow('Please try again after 18 seconds')
    expect(auth.cooldownSeconds()).toBe(18)
    expect(sent).toHaveLength(1)
    advance(EMAIL_COOLDOWN_MS - 12_000)
    await expect(auth.connectEmail('a@example.com')).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  it("turns the server's own cooldown answer into the same EmailCooldownError", async () => {
    const { auth } = setup({
      CONNECT_EMAIL: () => {
        throw new FrameError({ message: 'Please try again after 7 seconds' })
      },
    })
    await expect(auth.connectEmail('a@example.com')).rejects.toMatchObject({
      name: 'EmailCooldownError',
      seconds: 7,
    })
  })

  it('a connected check that answers false, or fails, clears the cached login data', async () => {
    for (const answer of [() => ({ isConnected: false }), () => Promise.reject(new Error('frame gone'))]) {
      const { auth, storage } = setup({ IS_CONNECTED: answer })
      storage.set('email', 'a@example.com')
      storage.set('email-login-used', true)
      expect(await auth.isConnected()).toBe(false)
      expect(storage.get('email')).toBeUndefined()
      expect(storage.get('email-login-used')).toBeUndefined()
    }
    const { auth, storage } = setup({ IS_CONNECTED: () => ({ isConnected: true }) })
    storage.set('email', 'a@example.com')
    expect(await auth.isConnected()).toBe(true)
    expect(storage.get('email')).toBe('a@example.com')
  })

  it('answers the chain id locally from the last used chain, default 1', async () => {
    const { auth, storage, sent } = setup({})
    expect(auth.getChainId()).toBe(1)
    storage.set('last-used-chain-id', 'eip155:31337')
    expect(auth.getChainId()).toBe(31337)
    storage.set('last-used-chain-id', 'solana:localnet')
    expect(auth.getChainId()).toBe('solana:localnet')
    expect(sent).toHaveLength(0)
  })

  it('persists the smart-account networks, and empties them on failure', async () => {
    const ok = setup({ GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [1, 10] }) })
    expect(await ok.auth.getSmartAccountEnabledNetworks()).toEqual([1, 10])
    expect(ok.storage.get('smart-account-enabled-networks')).toEqual([1, 10])
    const failing = setup({
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => Promise.reject(new FrameError({ message: 'down' })),
    })
    failing.storage.set('smart-account-enabled-networks', [1])
    expect(await failing.auth.getSmartAccountEnabledNetworks()).toEqual([])
    expect(failing.storage.get('smart-account-enabled-networks')).toEqual([])
  })

  it('sign out clears the login data and ends the providers’ session even when the frame fails', async () => {
    const { auth, storage, ended } = setup({ SIGN_OUT: () => Promise.reject(new Error('frame gone')) })
    storage.set('email', 'a@example.com')
    await expect(auth.signOut()).rejects.toThrow('frame gone')
    expect(storage.get('email')).toBeUndefined()
    expect(ended()).toBe(1)
  })

  it('reports the Farcaster sign-in URL once the frame gave it, and its end whether the sign-in succeeds or fails', async () => {
    const url = 'http://127.0.0.1:8560/~/siwf?channelToken=abc'
    const signedIn = setup({
      GET_FARCASTER_URI: () => ({ url }),
      CONNECT_FARCASTER: () => ({ userName: 'alice' }),
    })
    await signedIn.auth.getFarcasterUri()
    expect(signedIn.farcasterUrls).toEqual([url])
    await signedIn.auth.connectFarcaster()
    expect(signedIn.farcasterUrls).toEqual([url, undefined])

    const refused = setup({
      GET_FARCASTER_URI: () => ({ url }),
      CONNECT_FARCASTER: () => Promise.reject(new FrameError({ message: 'Sign-in expired' })),
    })
    await refused.auth.getFarcasterUri()
    await expect(refused.auth.connectFarcaster()).rejects.toThrow('Sign-in expired')
    expect(refused.farcasterUrls).toEqual([url, undefined])
  })

  it('a replaced Farcaster sign-in that settles late leaves the newer URL in place', async () => {
    const urls = [
      'http://127.0.0.1:8560/~/siwf?channelToken=a',
      'http://127.0.0.1:8560/~/siwf?channelToken=b',
    ]
    const settle: ((value: unknown) => void)[] = []
    const { auth, farcasterUrls } = setup({
      GET_FARCASTER_URI: () => ({ url: urls[farcasterUrls.length] }),
      CONNECT_FARCASTER: () => new Promise((resolve) => settle.push(resolve)),
    })
    await auth.getFarcasterUri()
    const first = auth.connectFarcaster()
    await auth.getFarcasterUri()
    const second = auth.connectFarcaster()
    settle[0]?.({ userName: 'old' })
    await first
    expect(farcasterUrls).toEqual(urls)
    settle[1]?.({ userName: 'alice' })
    await second
    expect(farcasterUrls).toEqual([...urls, undefined])
  })
})
