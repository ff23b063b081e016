import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type MailSink, pickFreePortsSync, startMailSink } from '@walletport/devnet'
import { verifyMessage } from 'ethers'
import { readServerConfig } from '../../src/config/readServerConfig.js'
import { createFrameAssets } from '../../src/http/frameAssets.js'
import { createLogger } from '../../src/log/Logger.js'
import { type RunningEmbeddedServer, startEmbeddedServer } from '../../src/startEmbeddedServer.js'
import { createTestClock } from '../createTestClock.js'
import { createTestFrame } from '../createTestFrame.js'
import { freshEmail } from '../describeServerSuite.js'

// Issue 35: the embedded server restarted in the middle of a login. The server runs as `walletport-embedded`
// starts it (file-backed PGlite, its key file, listening on a port), the frame's runtime talks to it over HTTP
// as the frame does, and the server is stopped and started again on the same port and data between steps.

const UNREACHABLE = 'The wallet server cannot be reached: check your connection and try again'
const PASSPHRASE = 'correct horse battery staple'

type Frame = Awaited<ReturnType<typeof createTestFrame>>

describe('the embedded server restarted mid-login', () => {
  const clock = createTestClock()
  const [port] = pickFreePortsSync(1) as [number]
  const publicUrl = `http://127.0.0.1:${port}`
  let directory: string
  let sink: MailSink
  let server: RunningEmbeddedServer | undefined
  /** Run with the path of each frame request before it is sent, and after its answer came. */
  let beforeSend: ((path: string) => Promise<void>) | undefined
  let afterAnswer: ((path: string) => Promise<void>) | undefined

  const start = async () => {
    const config = readServerConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      WALLETPORT_PUBLIC_URL: publicUrl,
      WALLETPORT_DATA_DIR: directory,
      WALLETPORT_SMTP_URL: sink.smtpUrl,
      WALLETPORT_LOG_LEVEL: 'error',
    })
    server = await startEmbeddedServer({
      config,
      now: clock.now,
      logger: createLogger({ level: 'error', write: () => {} }),
      frameAssets: createFrameAssets(join(directory, 'no-frame')),
    })
    expect(server.url).toBe(publicUrl)
  }
  const stop = async () => {
    await server?.stop()
    server = undefined
  }
  const restart = async () => {
    await stop()
    await start()
  }

  const frameOf = () =>
    createTestFrame({
      server: {
        url: publicUrl,
        publicUrl,
        fetch: (async (url: string, init?: RequestInit) => {
          const path = new URL(url).pathname
          await beforeSend?.(path)
          const answer = await fetch(url, init)
          await afterAnswer?.(path)
          return answer
        }) as typeof fetch,
      },
    })

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'walletport-restart-'))
    sink = await startMailSink()
    await start()
  }, 120_000)

  afterEach(() => {
    beforeSend = undefined
    afterAnswer = undefined
  })

  afterAll(async () => {
    await stop()
    await sink?.stop()
    await rm(directory, { recursive: true, force: true })
  })

  /** The user asks for a code for `email` and reads it from the mail (approving this device first when asked). */
  async function mailedCode(frame: Frame, email: string): Promise<string> {
    let after = Date.now()
    const started = await frame.handlers.CONNECT_EMAIL({ email })
    if (started.action === 'VERIFY_DEVICE') {
      const link = (await sink.waitForMail({ to: email, after })).link ?? ''
      after = Date.now()
      const approved = await fetch(`${publicUrl}/v1/auth/device/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicUrl },
        body: JSON.stringify({ token: new URL(link).hash.slice(1) }),
      })
      expect(approved.status).toBe(200)
      expect((await frame.handlers.CONNECT_DEVICE({})).action).toBe('VERIFY_OTP')
    }
    return (await sink.waitForMail({ to: email, after })).code ?? ''
  }

  async function signs(frame: Frame, address: string) {
    frame.ui.approveNext.push(true)
    const { result } = await frame.handlers.RPC_REQUEST({
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
      chainId: 'eip155:31337',
    })
    expect(verifyMessage('hello', result as string)).toBe(address)
  }

  it('after the code is mailed, before it is redeemed: the code fails while down, then the same code signs in', async () => {
    const frame = await frameOf()
    const email = freshEmail('restart-code')
    const code = await mailedCode(frame, email)
    await stop()
    await expect(frame.handlers.CONNECT_OTP({ otp: code })).rejects.toThrow(UNREACHABLE)
    await start()
    expect(await frame.handlers.CONNECT_OTP({ otp: code })).toEqual({ action: 'CONNECT' })
    expect(await frame.handlers.IS_CONNECTED({})).toEqual({ isConnected: true })
  }, 120_000)

  it('during key creation, the upload refused: the retry creates the wallet, a new device restores it', async () => {
    const frame = await frameOf()
    const email = freshEmail('restart-refused')
    expect(await frame.handlers.CONNECT_OTP({ otp: await mailedCode(frame, email) })).toEqual({
      action: 'CONNECT',
    })
    beforeSend = async (path) => {
      if (path !== '/v1/wallet') return
      beforeSend = undefined
      await stop()
    }
    frame.ui.passphrases.push(PASSPHRASE)
    await expect(frame.handlers.GET_USER({ chainId: 'eip155:31337' })).rejects.toThrow(UNREACHABLE)
    await start()
    frame.ui.passphrases.push(PASSPHRASE)
    const { addresses } = await frame.handlers.GET_USER({ chainId: 'eip155:31337' })
    await signs(frame, addresses.eip155)
    await restoredElsewhere(email, addresses)
  }, 180_000)

  it('during key creation, stopped after the server kept the wallet and before its answer: the retry opens that wallet, no share lost', async () => {
    const frame = await frameOf()
    const email = freshEmail('restart-answer')
    expect(await frame.handlers.CONNECT_OTP({ otp: await mailedCode(frame, email) })).toEqual({
      action: 'CONNECT',
    })
    afterAnswer = async (path) => {
      if (path !== '/v1/wallet') return
      afterAnswer = undefined
      await stop()
      // The answer is lost with the server: the frame sees what a request to the stopped server gets.
      await fetch(`${publicUrl}/healthz`)
    }
    frame.ui.passphrases.push(PASSPHRASE)
    const lost = await frame.handlers.GET_USER({ chainId: 'eip155:31337' }).catch((error: unknown) => error)
    expect(lost).toBeInstanceOf(Error)
    expect((lost as Error).message).toBe(UNREACHABLE)
    await start()
    frame.ui.passphrases.push(PASSPHRASE)
    const { addresses } = await frame.handlers.GET_USER({ chainId: 'eip155:31337' })
    await signs(frame, addresses.eip155)
    await restoredElsewhere(email, addresses)
  }, 180_000)

  /** A second browser profile signs in after one more restart and opens the same wallet with the passphrase. */
  async function restoredElsewhere(email: string, addresses: { eip155: string; solana: string }) {
    await restart()
    clock.advance(31_000)
    const other = await frameOf()
    expect(await other.handlers.CONNECT_OTP({ otp: await mailedCode(other, email) })).toEqual({
      action: 'CONNECT',
    })
    other.ui.passphrases.push(PASSPHRASE)
    expect((await other.handlers.GET_USER({ chainId: 'eip155:31337' })).addresses).toEqual(addresses)
    await signs(other, addresses.eip155)
  }
})
