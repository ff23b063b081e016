import { ed25519 } from '@noble/curves/ed25519.js'
import { encodeBase58 } from '@walletport/core'
import { Wallet } from 'ethers'
import type { Database } from '../src/db/Database.js'
import { createNameServer, type NameServer } from '../src/names/createNameServer.js'

const alice = new Wallet(`0x${'11'.repeat(32)}`)
const bob = new Wallet(`0x${'22'.repeat(32)}`)
const solanaKey = new Uint8Array(32).fill(7)
const solanaAddress = encodeBase58(ed25519.getPublicKey(solanaKey))
const LOCAL_COIN_TYPE = (0x80000000 | 31337) >>> 0

/** The name service's HTTP contract, run against PGlite and PostgreSQL alike. */
export function describeNameServerSuite(
  label: string,
  open: () => Promise<{ db: Database; cleanup(): Promise<void> }>,
) {
  describe(`name service on ${label}`, () => {
    let db: Database
    let cleanup: () => Promise<void>
    let server: NameServer
    let clock = Date.UTC(2026, 10, 24, 9, 0, 0)

    beforeAll(async () => {
      ;({ db, cleanup } = await open())
      server = await createNameServer({ db, now: () => clock })
    }, 60_000)
    afterAll(() => cleanup?.())

    const request = (path: string, init?: RequestInit) => server.app.request(path, init)
    const post = (body: unknown) =>
      request('/v1/names', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    async function registration(
      wallet: Wallet,
      name: string,
      { coinType = LOCAL_COIN_TYPE, timestamp = Math.floor(clock / 1000), signedName = name } = {},
    ) {
      const message = JSON.stringify({ name: signedName, attributes: {}, timestamp })
      return {
        name,
        address: wallet.address,
        coinType,
        message,
        signature: await wallet.signMessage(message),
      }
    }

    it('registers a name signed by the address, then finds it by name and by address', async () => {
      const response = await post(await registration(alice, 'alice-wp'))
      expect(response.status).toBe(201)
      const record = { name: 'alice-wp', addresses: { 'eip155:31337': alice.address }, attributes: {} }
      expect(await response.json()).toEqual(record)
      expect(await (await request('/v1/names/alice-wp')).json()).toEqual(record)
      expect(await (await request('/v1/names/ALICE-WP')).json()).toEqual(record)
      expect(await (await request(`/v1/addresses/${alice.address.toLowerCase()}/names`)).json()).toEqual([
        record,
      ])
    })

    it('refuses a taken name (in any case) with the spec text, and keeps the first holder', async () => {
      const response = await post(await registration(bob, 'Alice-WP'))
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({
        error: 'Error registering name alice-wp',
        reason: 'The name is taken',
      })
      expect((await (await request('/v1/names/alice-wp')).json()).addresses).toEqual({
        'eip155:31337': alice.address,
      })
    })

    it('lists every name of an address, oldest first', async () => {
      clock += 1_000
      expect((await post(await registration(alice, 'second-name'))).status).toBe(201)
      const names = (await (await request(`/v1/addresses/${alice.address}/names`)).json()) as {
        name: string
      }[]
      expect(names.map((record) => record.name)).toEqual(['alice-wp', 'second-name'])
      expect(await (await request(`/v1/addresses/${bob.address}/names`)).json()).toEqual([])
    })

    it('refuses a stale or future timestamp, another name in the message, and a signature by someone else', async () => {
      const now = Math.floor(clock / 1000)
      const stale = await post(await registration(bob, 'bob-name', { timestamp: now - 601 }))
      expect(stale.status).toBe(400)
      expect(await stale.json()).toMatchObject({
        error: 'Error registering name bob-name',
        reason: expect.stringContaining('stale'),
      })
      expect((await post(await registration(bob, 'bob-name', { timestamp: now + 3_600 }))).status).toBe(400)
      const other = await post(await registration(bob, 'bob-name', { signedName: 'bob-other' }))
      expect(await other.json()).toMatchObject({
        reason: 'The signed message names "bob-other", not "bob-name"',
      })
      const forged = { ...(await registration(bob, 'bob-name')), address: alice.address }
      const response = await post(forged)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        error: 'Error registering name bob-name',
        reason: `The signature was not made by ${alice.address}`,
      })
      expect((await request('/v1/names/bob-name')).status).toBe(404)
    })

    it('refuses names against the rule, unknown coin types, garbage bodies and messages', async () => {
      expect(await (await post(await registration(bob, 'bob'))).json()).toMatchObject({
        error: 'Error registering name bob',
        reason: expect.stringContaining('at least 4'),
      })
      expect((await post(await registration(bob, 'bob_name'))).status).toBe(400)
      expect(
        await (await post(await registration(bob, 'bob-name', { coinType: 9_999 }))).json(),
      ).toMatchObject({
        reason: 'Coin type 9999 is not served by this name service',
      })
      expect((await post({ name: 'bob-name' })).status).toBe(400)
      expect((await post({ ...(await registration(bob, 'bob-name')), message: 'not json' })).status).toBe(400)
      const garbage = await request('/v1/names', { method: 'POST', body: '{' })
      expect(await garbage.json()).toEqual({
        error: 'Error registering name',
        reason: 'The body is not JSON',
      })
    })

    it('verifies Solana signatures (ed25519, base58)', async () => {
      const message = JSON.stringify({
        name: 'sol-name',
        attributes: { bio: 'hi' },
        timestamp: Math.floor(clock / 1000),
      })
      const signature = encodeBase58(ed25519.sign(new TextEncoder().encode(message), solanaKey))
      const response = await post({
        name: 'sol-name',
        address: solanaAddress,
        coinType: 501,
        message,
        signature,
      })
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({
        name: 'sol-name',
        addresses: { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': solanaAddress },
        attributes: { bio: 'hi' },
      })
      const bad = await post({ name: 'sol-other', address: solanaAddress, coinType: 501, message, signature })
      expect(bad.status).toBe(400)
    })

    it('suggests free variants, the wanted name first when free', async () => {
      expect(await (await request('/v1/names/alice-wp/suggestions')).json()).toEqual([
        { name: 'alice-wp-1' },
        { name: 'alice-wp-2' },
        { name: 'alice-wp-3' },
        { name: 'alice-wp-web3' },
        { name: 'alice-wp-wp' },
      ])
      expect((await (await request('/v1/names/fresh-name/suggestions')).json())[0]).toEqual({
        name: 'fresh-name',
      })
      const invalid = await request('/v1/names/ab/suggestions')
      expect(invalid.status).toBe(400)
      expect(await invalid.json()).toMatchObject({ error: 'Error fetching name suggestions' })
      expect(await (await request('/v1/names/ab')).json()).toMatchObject({ error: 'Error resolving name' })
    })

    it('lets one registration win when two race for a name', async () => {
      const [first, second] = await Promise.all([
        post(await registration(alice, 'race-name')),
        post(await registration(bob, 'race-name')),
      ])
      expect([first.status, second.status].sort()).toEqual([201, 409])
    })

    it('answers pages of other origins (CORS)', async () => {
      const response = await request('/v1/names/alice-wp', { headers: { Origin: 'http://127.0.0.1:5173' } })
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
    })
  })
}
