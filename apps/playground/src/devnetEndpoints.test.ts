import { InvalidEndpointError, readDevnetEndpoints } from './devnetEndpoints.js'

describe('readDevnetEndpoints', () => {
  it('uses the devnet fixed ports when nothing overrides them', () => {
    expect(readDevnetEndpoints('', {})).toEqual({
      evmRpcUrls: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
      evmIndexerUrl: 'http://127.0.0.1:8547/api',
    })
  })

  it('takes VITE_ variables over the defaults', () => {
    const endpoints = readDevnetEndpoints('', {
      VITE_EVM_RPC_URL: 'http://127.0.0.1:9545',
      VITE_EVM2_RPC_URL: 'http://127.0.0.1:9546',
      VITE_EVM_INDEXER_URL: 'http://127.0.0.1:9547/api',
    })
    expect(endpoints.evmRpcUrls).toEqual({ 31337: 'http://127.0.0.1:9545', 31338: 'http://127.0.0.1:9546' })
    expect(endpoints.evmIndexerUrl).toBe('http://127.0.0.1:9547/api')
  })

  it('takes query parameters over VITE_ variables, without a trailing slash', () => {
    const query = `?evm=${encodeURIComponent('http://127.0.0.1:1111/')}&indexer=${encodeURIComponent('http://127.0.0.1:3333/api')}`
    const endpoints = readDevnetEndpoints(query, { VITE_EVM_RPC_URL: 'http://127.0.0.1:9545' })
    expect(endpoints.evmRpcUrls[31337]).toBe('http://127.0.0.1:1111')
    expect(endpoints.evmRpcUrls[31338]).toBe('http://127.0.0.1:8546')
    expect(endpoints.evmIndexerUrl).toBe('http://127.0.0.1:3333/api')
  })

  it('ignores an empty parameter', () => {
    expect(readDevnetEndpoints('?evm=', {}).evmRpcUrls[31337]).toBe('http://127.0.0.1:8545')
  })

  it('refuses an endpoint that is not an http(s) URL, naming the parameter', () => {
    expect(() => readDevnetEndpoints('?evm2=javascript:alert(1)', {})).toThrow(InvalidEndpointError)
    expect(() => readDevnetEndpoints('?evm2=javascript:alert(1)', {})).toThrow(/"evm2"/)
    expect(() => readDevnetEndpoints('', { VITE_EVM_INDEXER_URL: '127.0.0.1:8547' })).toThrow(/"indexer"/)
  })
})
