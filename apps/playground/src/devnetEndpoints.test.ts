import { InvalidEndpointError, readDevnetEndpoints, solanaWsUrlOf } from './devnetEndpoints.js'

describe('readDevnetEndpoints', () => {
  it('uses the devnet fixed ports when nothing overrides them', () => {
    expect(readDevnetEndpoints('', {})).toEqual({
      evmRpcUrls: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
      evmIndexerUrl: 'http://127.0.0.1:8547/api',
      solanaRpcUrl: 'http://127.0.0.1:8899',
      solanaWsUrl: 'ws://127.0.0.1:8900',
      cosmosRpcUrl: 'http://127.0.0.1:26657',
      bitcoinEsploraUrl: 'http://127.0.0.1:3002',
      relayUrl: 'ws://127.0.0.1:8555',
      polkadotWsUrl: 'ws://127.0.0.1:8000',
      polkadotIndexerUrl: 'http://127.0.0.1:8001',
      nameServiceUrl: 'http://127.0.0.1:8790',
      onrampUrls: ['http://127.0.0.1:8563', 'http://127.0.0.1:8564'],
      evmTokenAddress: '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35',
    })
  })

  it('takes the name service and the test token from the query, refusing a token that is no address', () => {
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const endpoints = readDevnetEndpoints(
      `?names=${encodeURIComponent('http://127.0.0.1:9790/')}&evmToken=${token}`,
      {},
    )
    expect(endpoints.nameServiceUrl).toBe('http://127.0.0.1:9790')
    expect(endpoints.evmTokenAddress).toBe(token)
    expect(() => readDevnetEndpoints('?evmToken=usdc', {})).toThrow(
      new InvalidEndpointError('evmToken', 'usdc', 'an 0x address'),
    )
  })

  it('takes the email wallet server and the mail sink from the query or VITE_ variables; without them, no email login', () => {
    expect(readDevnetEndpoints('', {})).toMatchObject({ embeddedFrameUrl: undefined, mailSinkUrl: undefined })
    expect(
      readDevnetEndpoints('?frame=http%3A%2F%2Flocalhost%3A9787%2F', {
        VITE_MAIL_SINK_URL: 'http://127.0.0.1:9788',
      }),
    ).toMatchObject({ embeddedFrameUrl: 'http://localhost:9787', mailSinkUrl: 'http://127.0.0.1:9788' })
    expect(() => readDevnetEndpoints('?frame=javascript:alert(1)', {})).toThrow(InvalidEndpointError)
  })

  it('takes VITE_ variables over the defaults', () => {
    const endpoints = readDevnetEndpoints('', {
      VITE_EVM_RPC_URL: 'http://127.0.0.1:9545',
      VITE_EVM2_RPC_URL: 'http://127.0.0.1:9546',
      VITE_EVM_INDEXER_URL: 'http://127.0.0.1:9547/api',
      VITE_COSMOS_RPC_URL: 'http://127.0.0.1:9657',
      VITE_BITCOIN_ESPLORA_URL: 'http://127.0.0.1:9002',
      VITE_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:9555',
    })
    expect(endpoints.evmRpcUrls).toEqual({ 31337: 'http://127.0.0.1:9545', 31338: 'http://127.0.0.1:9546' })
    expect(endpoints.evmIndexerUrl).toBe('http://127.0.0.1:9547/api')
    expect(endpoints.cosmosRpcUrl).toBe('http://127.0.0.1:9657')
    expect(endpoints.bitcoinEsploraUrl).toBe('http://127.0.0.1:9002')
    expect(endpoints.relayUrl).toBe('ws://127.0.0.1:9555')
  })

  it('takes query parameters over VITE_ variables, without a trailing slash', () => {
    const query = `?evm=${encodeURIComponent('http://127.0.0.1:1111/')}&indexer=${encodeURIComponent('http://127.0.0.1:3333/api')}`
    const endpoints = readDevnetEndpoints(query, { VITE_EVM_RPC_URL: 'http://127.0.0.1:9545' })
    expect(endpoints.evmRpcUrls[31337]).toBe('http://127.0.0.1:1111')
    expect(endpoints.evmRpcUrls[31338]).toBe('http://127.0.0.1:8546')
    expect(endpoints.evmIndexerUrl).toBe('http://127.0.0.1:3333/api')
  })

  it('puts the Solana WebSocket beside a moved Solana RPC unless it is given too', () => {
    expect(readDevnetEndpoints('?solana=http://127.0.0.1:4000', {}).solanaWsUrl).toBe('ws://127.0.0.1:4001')
    const both = readDevnetEndpoints('?solana=http://127.0.0.1:4000&solanaWs=ws://127.0.0.1:5000', {})
    expect(both.solanaRpcUrl).toBe('http://127.0.0.1:4000')
    expect(both.solanaWsUrl).toBe('ws://127.0.0.1:5000')
  })

  it('ignores an empty parameter', () => {
    expect(readDevnetEndpoints('?evm=', {}).evmRpcUrls[31337]).toBe('http://127.0.0.1:8545')
    expect(readDevnetEndpoints('?relay=', {}).relayUrl).toBe('ws://127.0.0.1:8555')
  })

  it('refuses an endpoint that is not an http(s) URL, naming the parameter', () => {
    expect(() => readDevnetEndpoints('?evm2=javascript:alert(1)', {})).toThrow(InvalidEndpointError)
    expect(() => readDevnetEndpoints('?evm2=javascript:alert(1)', {})).toThrow(/"evm2"/)
    expect(() => readDevnetEndpoints('', { VITE_EVM_INDEXER_URL: '127.0.0.1:8547' })).toThrow(/"indexer"/)
    expect(() => readDevnetEndpoints('?cosmos=ws://127.0.0.1:26657', {})).toThrow(
      /"cosmos" endpoint must be an http/,
    )
  })

  it('refuses a relay or Solana WebSocket that is not a ws(s) URL', () => {
    expect(() => readDevnetEndpoints('?relay=http://127.0.0.1:8555', {})).toThrow(
      /"relay" endpoint must be a ws/,
    )
    expect(() => readDevnetEndpoints('?solanaWs=http://127.0.0.1:8900', {})).toThrow(/"solanaWs"/)
  })
})

describe('solanaWsUrlOf', () => {
  it('is the RPC port plus one, ws for http and wss for https', () => {
    expect(solanaWsUrlOf('http://127.0.0.1:8899')).toBe('ws://127.0.0.1:8900')
    expect(solanaWsUrlOf('https://solana.example:443')).toBe('wss://solana.example:444')
  })
})
