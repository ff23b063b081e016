import { createServer, type Server } from 'node:http'
import { WebSocket, WebSocketServer } from 'ws'
import { type FaultProxy, startFaultProxy } from './startFaultProxy.js'

let node: Server
let sockets: WebSocketServer
let proxy: FaultProxy

beforeAll(async () => {
  node = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => response.writeHead(200).end(`${request.method} ${request.url} ${body}`))
  })
  sockets = new WebSocketServer({ server: node })
  sockets.on('connection', (socket) => socket.on('message', (data) => socket.send(`echo ${data}`)))
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  const address = node.address()
  proxy = await startFaultProxy({
    target: `http://127.0.0.1:${typeof address === 'object' && address?.port}`,
  })
})

afterAll(async () => {
  await proxy.stop()
  sockets.close()
  await new Promise((resolve) => node.close(resolve))
})

const call = (method: string) =>
  fetch(proxy.url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method }) })

function openSocket(): Promise<{ socket: WebSocket; next: () => Promise<string> }> {
  const socket = new WebSocket(proxy.wsUrl)
  const messages: string[] = []
  const waiting: ((text: string) => void)[] = []
  socket.on('message', (data) => {
    const text = String(data)
    const taker = waiting.shift()
    if (taker) taker(text)
    else messages.push(text)
  })
  const next = () =>
    messages.length > 0 ? Promise.resolve(messages.shift()!) : new Promise<string>((r) => waiting.push(r))
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, next }))
    socket.once('error', reject)
  })
}

describe('startFaultProxy', () => {
  it('forwards HTTP and WebSocket traffic and counts the JSON-RPC methods of both', async () => {
    const answer = await call('getSlot')
    expect(await answer.text()).toContain('"method":"getSlot"')
    expect(await (await fetch(`${proxy.url}/tx/ab`)).text()).toBe('GET /tx/ab ')
    const { socket, next } = await openSocket()
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'x'.repeat(200) }))
    expect(await next()).toContain('echo')
    socket.close()
    expect(proxy.count('getSlot')).toBe(1)
    expect(proxy.count('GET /tx/ab')).toBe(1)
    expect(proxy.count('x'.repeat(200))).toBe(1)
  })

  it('answers 429 with Retry-After to the limited methods only, then forwards again', async () => {
    proxy.limits = (method) => method === 'getSlot'
    proxy.retryAfterSeconds = 3
    await proxy.setMode('rate-limited')
    const limited = await call('getSlot')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('3')
    expect((await call('getHealth')).status).toBe(200)
    proxy.limits = (method) => method === 'GET /'
    const refused = new WebSocket(proxy.wsUrl)
    refused.on('error', () => undefined)
    const status = await new Promise((resolve) =>
      refused.once('unexpected-response', (_request, response) =>
        resolve([response.statusCode, response.headers['retry-after']]),
      ),
    )
    expect(status).toEqual([429, '3'])
    expect(proxy.seen.filter((entry) => entry.answered === 429)).toMatchObject([
      { method: 'getSlot', retryAfterSeconds: 3 },
      { method: 'GET /', retryAfterSeconds: 3 },
    ])
    refused.terminate()
    await proxy.setMode('forward')
    expect((await call('getSlot')).status).toBe(200)
    proxy.limits = undefined
    proxy.retryAfterSeconds = undefined
  })

  it('down: refuses connections and cuts open WebSockets; forward listens again', async () => {
    const { socket } = await openSocket()
    const closed = new Promise((resolve) => socket.once('close', resolve))
    await proxy.setMode('down')
    await closed
    await expect(call('getSlot')).rejects.toThrow()
    await proxy.setMode('forward')
    expect((await call('getSlot')).status).toBe(200)
  })

  it('stall: holds requests and WebSocket messages until resumed', async () => {
    const { socket, next } = await openSocket()
    await proxy.setMode('stall')
    let answered = false
    const pending = call('getSlot').then((response) => {
      answered = true
      return response.status
    })
    socket.send('held')
    const echo = next()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(answered).toBe(false)
    await proxy.setMode('forward')
    expect(await pending).toBe(200)
    expect(await echo).toBe('echo held')
    socket.close()
  })

  it('kill: cuts every open connection and keeps listening', async () => {
    const { socket } = await openSocket()
    const closed = new Promise((resolve) => socket.once('close', resolve))
    proxy.kill()
    await closed
    expect((await call('getSlot')).status).toBe(200)
  })
})
