import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HttpRequestError, RpcRequestError, TimeoutError } from '../errors/chainClient.js'
import { requestJsonRpc } from './requestJsonRpc.js'

let server: Server
let url: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/'
    if (path === '/500') return response.writeHead(500).end('upstream down')
    if (path === '/429') return response.writeHead(429, { 'retry-after': '3' }).end('Too Many Requests')
    if (path === '/429-forever') return response.writeHead(429, { 'retry-after': '86400' }).end('slow down')
    if (path === '/html') return response.writeHead(200).end('<html>')
    if (path === '/slow') return setTimeout(() => response.writeHead(200).end('{}'), 500)
    if (path === '/error')
      return response
        .writeHead(200)
        .end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'nonce too low' } }))
    response.writeHead(200).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x2a' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('requestJsonRpc', () => {
  it('a 429 carries the node’s Retry-After in ms (capped at a minute) for the caller’s back-off', async () => {
    const limited = await requestJsonRpc(`${url}/429`, 'eth_getTransactionReceipt').catch(
      (error: unknown) => error,
    )
    expect(limited).toBeInstanceOf(HttpRequestError)
    expect(limited).toMatchObject({ status: 429, retryAfterMs: 3_000 })
    const greedy = await requestJsonRpc(`${url}/429-forever`, 'eth_blockNumber').catch(
      (error: unknown) => error,
    )
    expect(greedy).toMatchObject({ status: 429, retryAfterMs: 60_000 })
  })

  it('returns the result of a JSON-RPC answer', async () => {
    expect(await requestJsonRpc(`${url}/ok`, 'eth_chainId')).toBe('0x2a')
  })

  it("maps a non-2xx answer to 'HTTP request failed.' with the status", async () => {
    const error = await requestJsonRpc(`${url}/500`, 'eth_chainId').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ message: 'HTTP request failed.', status: 500 })
  })

  it("maps a body that is not JSON to 'HTTP request failed.'", async () => {
    await expect(requestJsonRpc(`${url}/html`, 'eth_chainId')).rejects.toBeInstanceOf(HttpRequestError)
  })

  it("maps a JSON-RPC error object to 'RPC Request failed.', keeping the node's code and message", async () => {
    const error = await requestJsonRpc(`${url}/error`, 'eth_sendRawTransaction').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcRequestError)
    expect(error).toMatchObject({ message: 'RPC Request failed.', code: -32000 })
    expect((error as RpcRequestError).details).toContain('nonce too low')
  })

  it("maps no answer within timeoutMs to 'The request took too long to respond.'", async () => {
    const error = await requestJsonRpc(`${url}/slow`, 'eth_chainId', [], { timeoutMs: 100 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as Error).message).toBe('The request took too long to respond.')
    expect((error as TimeoutError).details).toBe(`eth_chainId to ${url}/slow: no answer within 100 ms`)
  })

  it('names the method and the node when the node is out of reach', async () => {
    const error = await requestJsonRpc('http://127.0.0.1:9/', 'eth_blockNumber').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ url: 'http://127.0.0.1:9/' })
    expect((error as HttpRequestError).details).toContain('eth_blockNumber')
  })
})
