import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { type EvmNode, startEvmNode } from '../evm/startEvmNode.js'
import { type FarcasterDevnet, startFarcasterDevnet } from './startFarcasterDevnet.js'

describe('startFarcasterDevnet (relay, IdRegistry, KeyRegistry, test client)', () => {
  let node: EvmNode
  let farcaster: FarcasterDevnet
  beforeAll(async () => {
    node = await startEvmNode({ port: 0 })
    farcaster = await startFarcasterDevnet({ rpcUrl: node.rpcUrl })
  })
  afterAll(async () => {
    await farcaster?.stop()
    await node?.stop()
  })

  const app = () =>
    createAppClient({ relay: farcaster.relay.url, ethereum: viemConnector({ rpcUrl: node.rpcUrl }) })

  it('registers the test users in the IdRegistry by their custody keys, each with its own auth address', () => {
    expect(farcaster.users.map(({ fid, username }) => ({ fid, username }))).toEqual([
      { fid: 1, username: 'alice' },
      { fid: 2, username: 'bob' },
    ])
    const keys = farcaster.users.flatMap(({ custody, authAddress }) => [custody, authAddress])
    expect(new Set(keys).size).toBe(4)
  })

  it('channel → pending → the client signs → completed; the message verifies with @farcaster/auth-client against the IdRegistry', async () => {
    const created = await app().createChannel({
      siweUri: 'http://127.0.0.1:5173',
      domain: '127.0.0.1:5173',
      nonce: 'abcdef123456',
    })
    if (created.isError) throw created.error
    expect(created.data.url).toMatch(new RegExp(`^${farcaster.relay.url}/~/siwf\\?channelToken=`))
    const pending = await app().status({ channelToken: created.data.channelToken })
    expect(pending.isError ? pending.error : pending.response.status).toBe(202)

    const signed = await farcaster.client('bob').signIn(created.data.url)
    const status = await app().status({ channelToken: created.data.channelToken })
    if (status.isError) throw status.error
    expect(status.response.status).toBe(200)
    expect(status.data).toMatchObject({
      state: 'completed',
      fid: 2,
      username: 'bob',
      message: signed.message,
    })

    const verified = await app().verifySignInMessage({
      nonce: 'abcdef123456',
      domain: '127.0.0.1:5173',
      message: signed.message,
      signature: signed.signature as `0x${string}`,
      acceptAuthAddress: false,
    })
    expect(verified.isError ? verified.error : { fid: verified.fid, ok: verified.success }).toEqual({
      fid: 2,
      ok: true,
    })
  })

  it("signs as the user's auth address (KeyRegistry key type 2): the relay reports authMethod, auth-client accepts it only with acceptAuthAddress", async () => {
    const created = await app().createChannel({
      siweUri: 'http://a.test',
      domain: 'a.test',
      nonce: 'authaddress1',
      acceptAuthAddress: true,
    })
    if (created.isError) throw created.error
    const alice = farcaster.users[0]!
    const signed = await farcaster.client('alice').signIn(created.data.url, { signer: 'authAddress' })
    const status = await app().status({ channelToken: created.data.channelToken })
    if (status.isError) throw status.error
    expect(status.data).toMatchObject({ fid: 1, authMethod: 'authAddress', acceptAuthAddress: true })
    const verify = (acceptAuthAddress: boolean) =>
      app().verifySignInMessage({
        nonce: 'authaddress1',
        domain: 'a.test',
        message: signed.message,
        signature: signed.signature as `0x${string}`,
        acceptAuthAddress,
      })
    const accepted = await verify(true)
    expect(
      accepted.isError ? accepted.error : { method: accepted.authMethod, signer: accepted.data.address },
    ).toEqual({ method: 'authAddress', signer: alice.authAddress })
    const custodyOnly = await verify(false)
    expect(custodyOnly.isError && custodyOnly.error?.errCode).toBe('unauthorized')
  })

  it('refuses status and authenticate without the channel token or relay key, and unknown paths', async () => {
    const created = await app().createChannel({ siweUri: 'http://a.test', domain: 'a.test' })
    if (created.isError) throw created.error
    const noToken = await fetch(`${farcaster.relay.url}/v1/channel/status`)
    expect(noToken.status).toBe(401)
    const noKey = await fetch(`${farcaster.relay.url}/v1/channel/authenticate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${created.data.channelToken}`, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(noKey.status).toBe(401)
    const badChannel = await fetch(`${farcaster.relay.url}/v1/channel`, {
      method: 'POST',
      body: '{"domain":"x"}',
    })
    expect(badChannel.status).toBe(400)
    expect((await fetch(`${farcaster.relay.url}/nope`)).status).toBe(404)
  })

  it('a signer that does not own the fid signs a message the IdRegistry check refuses', async () => {
    const created = await app().createChannel({
      siweUri: 'http://a.test',
      domain: 'a.test',
      nonce: 'noncenonce1',
    })
    if (created.isError) throw created.error
    const alice = farcaster.users[0]!
    const signed = await farcaster
      .client('bob')
      .signIn(created.data.url, { signerPrivateKey: alice.custodyPrivateKey })
    const verified = await app().verifySignInMessage({
      nonce: 'noncenonce1',
      domain: 'a.test',
      message: signed.message,
      signature: signed.signature as `0x${string}`,
      acceptAuthAddress: false,
    })
    expect(verified.isError && verified.error?.errCode).toBe('unauthorized')
  })
})
