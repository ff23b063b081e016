import { generateKeyPairSync } from 'node:crypto'
import { RelayAuthError, signRelayJwt, verifyRelayJwt } from './relayAuth.js'

const key = generateKeyPairSync('ed25519').privateKey

describe('verifyRelayJwt', () => {
  it('accepts a token signed by its did:key issuer and returns the issuer', () => {
    const token = signRelayJwt(key, { aud: 'ws://127.0.0.1:1', exp: Math.floor(Date.now() / 1000) + 60 })
    expect(verifyRelayJwt(token).iss).toMatch(/^did:key:z6Mk/)
  })

  it('gives the same issuer for every token of one key', () => {
    expect(verifyRelayJwt(signRelayJwt(key, { sub: 'a' })).iss).toBe(
      verifyRelayJwt(signRelayJwt(key, { sub: 'b' })).iss,
    )
  })

  it('rejects a token whose payload was changed after signing', () => {
    const [header, , signature] = signRelayJwt(key, { sub: 'a' }).split('.')
    const other = signRelayJwt(generateKeyPairSync('ed25519').privateKey, { sub: 'a' }).split('.')[1]
    expect(() => verifyRelayJwt(`${header}.${other}.${signature}`)).toThrow(RelayAuthError)
  })

  it('rejects an expired token', () => {
    const token = signRelayJwt(key, { exp: Math.floor(Date.now() / 1000) - 1 })
    expect(() => verifyRelayJwt(token)).toThrow('JWT expired')
  })

  it('rejects a token that is not three base64url parts', () => {
    expect(() => verifyRelayJwt('abc')).toThrow('Malformed JWT')
  })
})
