import { createServer, type Server } from 'node:http'
import { HttpRequestError, TimeoutError } from '../errors/chainClient.js'
import { fetchNode, NODE_REQUEST_TIMEOUT_MS } from './fetchNode.js'

let server: Server
let url: string

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/limited')
      return void response.writeHead(429, { 'retry-after': '3' }).end('slow down')
    if (request.url === '/busy') return void response.writeHead(503).end()
    // A node that takes the request and never answers: the response is left open.
    if (request.url?.startsWith('/silent')) return
    response.writeHead(404).end('no such thing')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  url = `http://127.0.0.1:${typeof address === 'object' && address?.port}`
})

afterAll(() => {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(resolve))
})

describe('fetchNode', () => {
  it('turns a 429 into an HttpRequestError with its Retry-After in ms', async () => {
    const error = await fetchNode(`${url}/limited`).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 429, retryAfterMs: 3_000, url: `${url}/limited` })
  })

  it('turns a 503 without Retry-After into an HttpRequestError with none', async () => {
    expect(await fetchNode(`${url}/busy`).catch((failure: unknown) => failure)).toMatchObject({
      status: 503,
      retryAfterMs: undefined,
    })
  })

  it('turns a refused connection into an HttpRequestError naming the URL', async () => {
    const error = await fetchNode('http://127.0.0.1:9/').catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).url).toBe('http://127.0.0.1:9/')
  })

  it('hands back any other answer as it is', async () => {
    expect((await fetchNode(`${url}/other`)).status).toBe(404)
  })

  it('a node that never answers: a TimeoutError naming the JSON-RPC method and the node, at timeoutMs', async () => {
    const started = Date.now()
    const error = await fetchNode(`${url}/silent`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [] }),
      timeoutMs: 300,
    }).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toBe(`getBalance to ${url}/silent: no answer within 300 ms`)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('a REST request that is never answered: the time-out names its HTTP method and path', async () => {
    const error = await fetchNode(`${url}/silent/blocks/tip/height`, { timeoutMs: 200 }).catch(
      (failure: unknown) => failure,
    )
    expect((error as TimeoutError).details).toBe(
      `GET /silent/blocks/tip/height to ${url}/silent/blocks/tip/height: no answer within 200 ms`,
    )
  })

  it('the caller’s own abort is not a time-out', async () => {
    const controller = new AbortController()
    const pending = fetchNode(`${url}/silent`, { signal: controller.signal }).catch(
      (failure: unknown) => failure,
    )
    controller.abort()
    expect(await pending).toBeInstanceOf(HttpRequestError)
  })

  it('by default waits the spec’s 10 s node request time-out, then a TimeoutError', async () => {
    expect(NODE_REQUEST_TIMEOUT_MS).toBe(10_000)
    const started = Date.now()
    const error = await fetchNode(`${url}/silent`).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain('no answer within 10000 ms')
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_900)
  }, 30_000)
})
