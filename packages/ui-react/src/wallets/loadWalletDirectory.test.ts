/** @jest-environment node */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { walletDirectory } from './directory.js'
import { loadWalletDirectory } from './loadWalletDirectory.js'

let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/wallets.json') {
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify([{ id: 'acme', name: 'Acme', chains: ['eip155'], homepage: 'https://acme.example' }]),
      )
    } else if (request.url === '/not-json') {
      response.end('<html>')
    } else if (request.url === '/object.json') {
      response.end('{"wallets":[]}')
    } else {
      response.statusCode = 404
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('loadWalletDirectory', () => {
  it('returns the bundled directory without a URL', async () => {
    const directory = await loadWalletDirectory()
    expect(directory).toBe(walletDirectory)
    expect(directory.length).toBeGreaterThanOrEqual(60)
  })

  it("fetches and validates the app's directory", async () => {
    expect(await loadWalletDirectory(`${base}/wallets.json`)).toEqual([
      { id: 'acme', name: 'Acme', chains: ['eip155'], homepage: 'https://acme.example' },
    ])
  })

  it('rejects an HTTP error, a body that is not JSON and JSON that is not a wallet list', async () => {
    await expect(loadWalletDirectory(`${base}/missing`)).rejects.toThrow('answered HTTP 404')
    await expect(loadWalletDirectory(`${base}/not-json`)).rejects.toThrow('did not return JSON')
    await expect(loadWalletDirectory(`${base}/object.json`)).rejects.toThrow('expected an array of wallets')
  })
})
