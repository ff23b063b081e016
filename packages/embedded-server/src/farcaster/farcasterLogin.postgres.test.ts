import {
  createFarcasterTestClient,
  type EvmNode,
  type FarcasterDevnet,
  startEvmNode,
  startFarcasterDevnet,
} from '@walletport/devnet'
import { Wallet } from 'ethers'
import type { Hono } from 'hono'
import { createTestClock } from '../../test/createTestClock.js'
import { createTestDevice, type TestDevice, testDapp } from '../../test/createTestDevice.js'
import { createTestFrame } from '../../test/createTestFrame.js'
import { createTestServer } from '../../test/createTestServer.js'
import { createTestPostgres } from '../../test/openTestPostgres.js'
import type { Database } from '../db/Database.js'

type Answer = {
  action?: string
  loginId?: string
  url?: string
  userName?: string
  accessToken?: string
  account?: { id: string; email: string | null }
  error?: { code: string; message: string }
}

describe('Sign In With Farcaster (server, devnet relay, IdRegistry and KeyRegistry, PostgreSQL)', () => {
  const clock = createTestClock()
  const postgres = createTestPostgres()
  let db: Database
  let node: EvmNode
  let farcaster: FarcasterDevnet
  let app: Hono
  let plainApp: Hono

  beforeAll(async () => {
    ;[db, node] = await Promise.all([postgres.open(), startEvmNode({ port: 0 })])
    farcaster = await startFarcasterDevnet({ rpcUrl: node.rpcUrl })
    const settings = { relayUrl: farcaster.relay.url, rpcUrl: node.rpcUrl }
    app = (await createTestServer({ db, smtpUrl: 'smtp://127.0.0.1:9', clock, farcaster: settings })).app
    plainApp = (await createTestServer({ db, smtpUrl: 'smtp://127.0.0.1:9', clock })).app
  }, 60_000)
  afterAll(async () => {
    await farcaster?.stop()
    await node?.stop()
    await db?.close()
    await postgres.drop()
  })

  const start = (device: TestDevice, dapp = testDapp) =>
    device.call<Answer>(app, '/v1/auth/farcaster/start', { body: { dapp } })
  const wait = (device: TestDevice, loginId: string | undefined) =>
    device.call<Answer>(app, '/v1/auth/farcaster/wait', { body: { loginId } })

  it('start → PENDING until the Farcaster app signs → CONNECT with the user name; the fid keeps its account across devices', async () => {
    const device = await createTestDevice(clock)
    const started = await start(device)
    expect(started.status).toBe(200)
    const params = new URL(started.body.url!).searchParams
    expect(started.body.url!.startsWith(`${farcaster.relay.url}/~/siwf?`)).toBe(true)
    expect(params.get('domain')).toBe('127.0.0.1:5173')
    expect(params.get('siweUri')).toBe(testDapp.origin)
    expect(params.get('nonce')).toMatch(/^[0-9a-f]{32}$/)
    expect((await wait(device, started.body.loginId)).body).toEqual({ action: 'PENDING' })

    await farcaster.client('alice').signIn(started.body.url!)
    const connected = await wait(device, started.body.loginId)
    expect(connected.body).toMatchObject({ action: 'CONNECT', userName: 'alice', account: { email: null } })
    const me = await device.call<{ account: { id: string } }>(app, '/v1/me', {
      method: 'GET',
      accessToken: connected.body.accessToken,
    })
    expect(me.body.account.id).toBe(connected.body.account!.id)

    const other = await createTestDevice(clock)
    const again = await start(other)
    await farcaster.client('alice').signIn(again.body.url!)
    expect((await wait(other, again.body.loginId)).body.account!.id).toBe(connected.body.account!.id)
  })

  it('a used nonce is refused (replay), and only the device that started the sign-in may finish it', async () => {
    const device = await createTestDevice(clock)
    const started = await start(device)
    await farcaster.client('bob').signIn(started.body.url!)
    const thief = await createTestDevice(clock)
    expect((await wait(thief, started.body.loginId)).status).toBe(404)
    expect((await wait(device, started.body.loginId)).body.action).toBe('CONNECT')
    const replayed = await wait(device, started.body.loginId)
    expect(replayed.status).toBe(410)
    expect(replayed.body.error?.message).toBe('This Farcaster sign-in was already used: scan a new code')
  })

  it('a nonce older than 5 minutes is refused, signed or not', async () => {
    const device = await createTestDevice(clock)
    const started = await start(device)
    await farcaster.client('alice').signIn(started.body.url!)
    clock.advance(5 * 60_000 + 1_000)
    const late = await wait(device, started.body.loginId)
    expect(late.status).toBe(410)
    expect(late.body.error?.message).toBe('The Farcaster sign-in has expired: scan a new code')
  })

  it.each([
    [
      'another nonce',
      { nonce: 'f'.repeat(32) },
      'The Farcaster message was signed for another sign-in: scan the new code',
    ],
    ['another domain', { domain: 'evil.example' }, 'The Farcaster message was signed for another site'],
    [
      'an expired message',
      { expirationTime: new Date(Date.now() - 60_000).toISOString() },
      'The Farcaster message is not valid (expired, or not a Farcaster sign-in)',
    ],
  ])('refuses a message signed for %s, and the nonce stays unused', async (_label, overrides, message) => {
    const device = await createTestDevice(clock)
    const started = await start(device)
    await farcaster.client('alice').signIn(started.body.url!, overrides)
    const refused = await wait(device, started.body.loginId)
    expect(refused.status).toBe(401)
    expect(refused.body.error?.message).toBe(message)
    const [row] = await db.query<{ consumed_at: Date | null }>(
      'select consumed_at from farcaster_logins where id = $1',
      [started.body.loginId],
    )
    expect(row?.consumed_at).toBeNull()
  })

  it("accepts a signature by an auth address of the fid (KeyRegistry), into the same account as the custody's", async () => {
    const custodyDevice = await createTestDevice(clock)
    const first = await start(custodyDevice)
    await farcaster.client('bob').signIn(first.body.url!)
    const byCustody = await wait(custodyDevice, first.body.loginId)

    const device = await createTestDevice(clock)
    const started = await start(device)
    await farcaster.client('bob').signIn(started.body.url!, { signer: 'authAddress' })
    const connected = await wait(device, started.body.loginId)
    expect(connected.body).toMatchObject({ action: 'CONNECT', userName: 'bob' })
    expect(connected.body.account!.id).toBe(byCustody.body.account!.id)
  })

  const refusedSigner = async (signerPrivateKey: string) => {
    const device = await createTestDevice(clock)
    const started = await start(device)
    await farcaster.client('alice').signIn(started.body.url!, { signerPrivateKey })
    const refused = await wait(device, started.body.loginId)
    expect(refused.status).toBe(401)
    return refused.body.error?.message
  }

  it.each([
    ["another fid's custody", 'custodyPrivateKey'],
    ["another fid's auth address", 'authAddressPrivateKey'],
  ] as const)(
    'refuses a signer that is neither the custody nor an auth address of the fid: %s',
    async (_label, key) => {
      const bob = farcaster.users[1]!
      const alice = farcaster.users[0]!
      const signer = key === 'custodyPrivateKey' ? bob.custody : bob.authAddress
      expect(await refusedSigner(bob[key])).toBe(
        `Expected a signature by the custody (${alice.custody}) or an active auth address of Farcaster account 1, got one by ${signer}, which is neither`,
      )
    },
  )

  it('refuses a message for a fid nobody registered, naming it', async () => {
    const device = await createTestDevice(clock)
    const started = await start(device)
    const stranger = createFarcasterTestClient({
      relayUrl: farcaster.relay.url,
      relayAuthKey: farcaster.relay.authKey,
      rpcUrl: node.rpcUrl,
      user: { ...farcaster.users[0]!, fid: 99 },
    })
    await stranger.signIn(started.body.url!)
    const refused = await wait(device, started.body.loginId)
    expect(refused.status).toBe(401)
    expect(refused.body.error?.message).toBe(
      'Expected a signature for an existing Farcaster account, got one for account 99, which does not exist',
    )
  })

  it('refuses an auth address once the fid removed it from the KeyRegistry', async () => {
    const key = Wallet.createRandom()
    await farcaster.addAuthAddress('alice', key.address)
    const device = await createTestDevice(clock)
    const started = await start(device)
    await farcaster.client('alice').signIn(started.body.url!, { signerPrivateKey: key.privateKey })
    expect((await wait(device, started.body.loginId)).body.action).toBe('CONNECT')

    await farcaster.removeAuthAddress('alice', key.address)
    expect(await refusedSigner(key.privateKey)).toBe(
      `Expected a signature by the custody (${farcaster.users[0]!.custody}) or an active auth address of Farcaster account 1, got one by ${key.address}, an auth address the account removed`,
    )
  })

  it('refuses a dapp origin that may not use the wallet, and says so when Farcaster is not configured', async () => {
    const device = await createTestDevice(clock)
    const foreign = await start(device, { origin: 'http://evil.example', name: 'Evil' })
    expect(foreign.status).toBe(403)
    expect(foreign.body.error?.message).toBe(
      'http://evil.example is not among the sites allowed to use this wallet',
    )
    const off = await device.call<Answer>(plainApp, '/v1/auth/farcaster/start', { body: { dapp: testDapp } })
    expect(off.status).toBe(404)
    expect(off.body.error?.message).toBe('Farcaster login is not available on this wallet server')
  })

  it('a signed-in user links a Farcaster account (fresh login), which then signs in to that wallet; a fid of another wallet is refused', async () => {
    const signIn = async (user: 'alice' | 'bob') => {
      const device = await createTestDevice(clock)
      const login = await start(device)
      await farcaster.client(user).signIn(login.body.url!)
      return { device, answer: (await wait(device, login.body.loginId)).body }
    }
    const { device, answer: alice } = await signIn('alice')
    const bobsOwn = (await signIn('bob')).answer.account?.id
    expect(bobsOwn).not.toBe(alice.account?.id)
    let accessToken = alice.accessToken!
    type Link = Answer & { identity?: { provider: string; userName: string } }
    const linkStart = () =>
      device.call<Link>(app, '/v1/auth/farcaster/link/start', { accessToken, body: { dapp: testDapp } })
    const linkWait = (loginId: string | undefined) =>
      device.call<Link>(app, '/v1/auth/farcaster/link/wait', { accessToken, body: { loginId } })
    const link = async (user: 'alice' | 'bob') => {
      const started = await linkStart()
      await farcaster.client(user).signIn(started.body.url!)
      return { loginId: started.body.loginId, answer: await linkWait(started.body.loginId) }
    }

    const refused = await link('bob')
    expect(refused.answer.status).toBe(409)
    expect(refused.answer.body.error?.message).toBe(
      'This Farcaster account already opens another wallet: it cannot be linked to this one',
    )
    expect((await link('alice')).answer.body).toMatchObject({
      action: 'LINKED',
      identity: { userName: 'alice' },
    })

    // Once bob's own wallet is gone, his fid is free to link.
    await db.query('delete from accounts where id = $1', [bobsOwn])
    const started = await linkStart()
    expect((await linkWait(started.body.loginId)).body).toEqual({ action: 'PENDING' })
    // A link is no login: the login route does not know it.
    expect((await wait(device, started.body.loginId)).status).toBe(404)
    await farcaster.client('bob').signIn(started.body.url!)
    expect((await linkWait(started.body.loginId)).body).toMatchObject({
      action: 'LINKED',
      identity: { provider: 'farcaster', userName: 'bob' },
    })
    expect((await linkWait(started.body.loginId)).body.error?.message).toBe(
      'This Farcaster sign-in was already used: scan a new code',
    )
    expect((await signIn('bob')).answer.account?.id).toBe(alice.account?.id)

    // The frame's side: GET_FARCASTER_LINK_URI → the Farcaster app signs → LINK_FARCASTER; the list shows both fids.
    const frame = await createTestFrame({ app })
    await farcaster.client('alice').signIn((await frame.handlers.GET_FARCASTER_URI({})).url)
    await frame.handlers.CONNECT_FARCASTER({})
    const { url } = await frame.handlers.GET_FARCASTER_LINK_URI({})
    const linking = frame.handlers.LINK_FARCASTER({})
    await farcaster.client('bob').signIn(url)
    expect((await linking).identity).toMatchObject({ provider: 'farcaster', userName: 'bob' })
    expect(
      (await frame.handlers.LIST_IDENTITIES({})).identities.map((row) => [row.userName, row.removable]),
    ).toEqual([
      ['alice', true],
      ['bob', true],
    ])

    clock.advance(11 * 60_000)
    const refreshed = await device.call<{ accessToken: string }>(app, '/v1/session/refresh', {
      body: { refreshToken: (alice as { refreshToken?: string }).refreshToken },
    })
    accessToken = refreshed.body.accessToken
    const stale = await linkStart()
    expect(stale.status).toBe(403)
    expect(stale.body.error?.message).toBe(
      'Sign in again to link a sign-in: it needs a login from the last 10 minutes',
    )
  })
})
