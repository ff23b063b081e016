import { generateKeyPairSync } from 'node:crypto'
import WebSocket from 'ws'
import { connectRelayTestClient, type RelayTestClient } from './relayTestClient.js'
import { startWalletConnectRelay, type WalletConnectRelay } from './startWalletConnectRelay.js'

jest.setTimeout(15_000)

let relay: WalletConnectRelay
const clients: RelayTestClient[] = []

async function connect(key?: ReturnType<typeof generateKeyPairSync>['privateKey']) {
  const client = await connectRelayTestClient(relay.url, key)
  clients.push(client)
  return client
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeEach(async () => {
  relay = await startWalletConnectRelay()
})

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay.stop()
})

describe('startWalletConnectRelay', () => {
  it('listens on a free loopback port and gives a ws URL', () => {
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
    expect(relay.port).toBeGreaterThan(0)
  })

  it('refuses a socket without a valid auth JWT', async () => {
    const socket = new WebSocket(`${relay.url}?auth=not.a.jwt`)
    socket.on('error', () => {})
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode))
      socket.on('open', () => resolve(undefined))
    })
    socket.terminate()
    expect(status).toBe(401)
  })

  it('pushes a message to a subscriber and not back to its publisher', async () => {
    const alice = await connect()
    const bob = await connect()
    await alice.call('irn_subscribe', { topic: 'aa' })
    await bob.call('irn_subscribe', { topic: 'aa' })
    expect(await alice.call('irn_publish', { topic: 'aa', message: 'hello', ttl: 60 })).toMatchObject({
      result: true,
    })
    const push = await bob.nextPush()
    expect(push.params.data).toMatchObject({ topic: 'aa', message: 'hello' })
    await sleep(100)
    expect(alice.frames.some((frame) => frame.includes('irn_subscription'))).toBe(false)
  })

  it('keeps a message until its ttl for a subscriber that comes later', async () => {
    const alice = await connect()
    await alice.call('irn_publish', { topic: 'bb', message: 'early', ttl: 60 })
    const bob = await connect()
    await bob.call('irn_subscribe', { topic: 'bb' })
    expect((await bob.nextPush()).params.data.message).toBe('early')
  })

  it('drops a message once its ttl has passed', async () => {
    const alice = await connect()
    await alice.call('irn_publish', { topic: 'cc', message: 'short-lived', ttl: 1 })
    await sleep(1_100)
    const bob = await connect()
    await bob.call('irn_subscribe', { topic: 'cc' })
    expect(await bob.call('irn_fetchMessages', { topic: 'cc' })).toMatchObject({
      result: { messages: [], hasMore: false },
    })
    expect(bob.frames.some((frame) => frame.includes('irn_subscription'))).toBe(false)
  })

  it('does not push an acknowledged message again when the same client subscribes again', async () => {
    const key = generateKeyPairSync('ed25519').privateKey
    const alice = await connect()
    const bob = await connect(key)
    await bob.call('irn_subscribe', { topic: 'dd' })
    await alice.call('irn_publish', { topic: 'dd', message: 'once', ttl: 60 })
    const push = await bob.nextPush()
    bob.socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
    await bob.close()
    const again = await connect(key)
    await again.call('irn_subscribe', { topic: 'dd' })
    await sleep(100)
    expect(again.frames.some((frame) => frame.includes('irn_subscription'))).toBe(false)
  })

  it('pushes an unacknowledged message again after the client reconnects with the same identity', async () => {
    const key = generateKeyPairSync('ed25519').privateKey
    const alice = await connect()
    const bob = await connect(key)
    await bob.call('irn_subscribe', { topic: 'ee' })
    await alice.call('irn_publish', { topic: 'ee', message: 'retry', ttl: 60 })
    await bob.nextPush()
    await bob.close()
    const again = await connect(key)
    await again.call('irn_batchSubscribe', { topics: ['ee'] })
    expect((await again.nextPush()).params.data.message).toBe('retry')
  })

  it('does not echo a message to another socket of its publisher (same JWT issuer)', async () => {
    const key = generateKeyPairSync('ed25519').privateKey
    const first = await connect(key)
    const second = await connect(key)
    await second.call('irn_subscribe', { topic: 'ff' })
    await first.call('irn_publish', { topic: 'ff', message: 'mine', ttl: 60 })
    await sleep(100)
    expect(second.frames.some((frame) => frame.includes('irn_subscription'))).toBe(false)
  })

  it('echoes a string id as a string and a 19-digit numeric id without losing digits', async () => {
    const client = await connect()
    const quoted = await client.send(
      '{"id":"1716223436102234567","jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"gg"}}',
    )
    expect(quoted.startsWith('{"id":"1716223436102234567",')).toBe(true)
    const bare = await client.send(
      '{"id":1716223436102234567,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"gg"}}',
    )
    expect(bare.startsWith('{"id":1716223436102234567,')).toBe(true)
  })

  it('batch-subscribes to several topics and returns one subscription id each', async () => {
    const alice = await connect()
    const bob = await connect()
    const reply = await bob.call('irn_batchSubscribe', { topics: ['h1', 'h2'] })
    expect(reply.result).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ])
    await alice.call('irn_publish', { topic: 'h2', message: 'to h2', ttl: 60 })
    expect((await bob.nextPush()).params.data.topic).toBe('h2')
  })

  it('stops pushing a topic after batch unsubscribe', async () => {
    const alice = await connect()
    const bob = await connect()
    await bob.call('irn_batchSubscribe', { topics: ['i1'] })
    await bob.call('irn_batchUnsubscribe', { subscriptions: [{ topic: 'i1', id: 'x' }] })
    await alice.call('irn_publish', { topic: 'i1', message: 'missed', ttl: 60 })
    await sleep(100)
    expect(bob.frames.some((frame) => frame.includes('irn_subscription'))).toBe(false)
  })

  it('returns stored messages from batch fetch, once', async () => {
    const alice = await connect()
    const bob = await connect()
    await alice.call('irn_publish', { topic: 'j1', message: 'one', ttl: 60 })
    await alice.call('irn_publish', { topic: 'j2', message: 'two', ttl: 60 })
    const first = await bob.call('irn_batchFetchMessages', { topics: ['j1', 'j2'] })
    expect((first.result as { messages: { message: string }[] }).messages.map((m) => m.message)).toEqual([
      'one',
      'two',
    ])
    const second = await bob.call('irn_batchFetchMessages', { topics: ['j1', 'j2'] })
    expect(second.result).toEqual({ messages: [], hasMore: false })
  })

  it('subscribes the proposer to the pairing topic and publishes the proposal there', async () => {
    const dapp = await connect()
    const wallet = await connect()
    await dapp.call('wc_proposeSession', { pairingTopic: 'p1', sessionProposal: 'proposal', ttl: 300 })
    await wallet.call('irn_subscribe', { topic: 'p1' })
    expect((await wallet.nextPush()).params.data.message).toBe('proposal')
    await wallet.call('irn_publish', { topic: 'p1', message: 'reply', ttl: 300 })
    expect((await dapp.nextPush()).params.data.message).toBe('reply')
  })

  it('subscribes the approver to the session topic and routes the response and settlement', async () => {
    const dapp = await connect()
    const wallet = await connect()
    await dapp.call('irn_subscribe', { topic: 'p2' })
    await wallet.call('wc_approveSession', {
      pairingTopic: 'p2',
      sessionTopic: 's2',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect((await dapp.nextPush()).params.data).toMatchObject({ topic: 'p2', message: 'response' })
    await dapp.call('irn_subscribe', { topic: 's2' })
    expect((await dapp.nextPush()).params.data).toMatchObject({ topic: 's2', message: 'settle' })
    await dapp.call('irn_publish', { topic: 's2', message: 'ack', ttl: 300 })
    expect((await wallet.nextPush()).params.data.message).toBe('ack')
  })

  it('answers an unknown method with -32601 and missing params with -32602', async () => {
    const client = await connect()
    expect((await client.call('irn_nope', {})).error?.code).toBe(-32601)
    expect((await client.call('irn_publish', { topic: 'k' })).error?.code).toBe(-32602)
  })

  it('pings its sockets on the configured period', async () => {
    await relay.stop()
    relay = await startWalletConnectRelay({ pingIntervalMs: 50 })
    const client = await connect()
    const pinged = await new Promise<boolean>((resolve) => {
      client.socket.once('ping', () => resolve(true))
      setTimeout(() => resolve(false), 1_000)
    })
    expect(pinged).toBe(true)
  })

  it('closes sockets with 1001, never 3000, when it stops', async () => {
    const client = await connect()
    const code = new Promise<number>((resolve) => client.socket.once('close', (value) => resolve(value)))
    await relay.stop()
    expect(await code).toBe(1001)
    relay = await startWalletConnectRelay()
  })
})
