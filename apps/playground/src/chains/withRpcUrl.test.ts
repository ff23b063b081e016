import { localBitcoin, localEvm, localSolana } from '@walletport/core/networks'
import { withRpcUrl } from './withRpcUrl.js'

describe('withRpcUrl', () => {
  it('gives the network itself when the devnet runs on its default URLs', () => {
    expect(withRpcUrl(localEvm, { http: 'http://127.0.0.1:8545' })).toBe(localEvm)
    expect(withRpcUrl(localBitcoin, { http: 'http://127.0.0.1:3002' })).toBe(localBitcoin)
  })

  it('drops the WebSocket of the old port when only the HTTP URL moves', () => {
    const moved = withRpcUrl(localEvm, { http: 'http://127.0.0.1:9545' })
    expect(moved.rpcUrls.default).toEqual({ http: ['http://127.0.0.1:9545'] })
    expect(moved.caipNetworkId).toBe('eip155:31337')
  })

  it('moves the WebSocket with the HTTP URL when both are given', () => {
    const moved = withRpcUrl(localSolana, { http: 'http://127.0.0.1:4000', webSocket: 'ws://127.0.0.1:4001' })
    expect(moved.rpcUrls.default).toEqual({
      http: ['http://127.0.0.1:4000'],
      webSocket: ['ws://127.0.0.1:4001'],
    })
    expect(localSolana.rpcUrls.default.http).toEqual(['http://127.0.0.1:8899'])
  })

  it('updates the custom facts that carry the URL and keeps the others', () => {
    const moved = withRpcUrl(localBitcoin, {
      http: 'http://127.0.0.1:4002',
      custom: { esploraUrl: 'http://127.0.0.1:4002' },
    })
    expect(moved.custom).toEqual({ bech32Prefix: 'bcrt', esploraUrl: 'http://127.0.0.1:4002' })
  })
})
