import { createServer, type Server } from 'node:http'
import { HttpRequestError } from '../errors/chainClient.js'
import { fetchNode } from './fetchNode.js'

let server: Server
let url: string

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/limited')
      return void response.writeHead(429, { 'retry-after': '3' }).end('slow down')
    if (request.url === '/busy') return void response.writeHead(503).end()
    response.writeHead(404).end('no such thing')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  url = `http://127.0.0.1:${typeof address === 'object' && address?.port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

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
})
