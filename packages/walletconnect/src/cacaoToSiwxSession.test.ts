import { InvalidWalletResponseError } from '@walletport/core'
import { cacaoToSiwxSession, parseDidPkh } from './cacaoToSiwxSession.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const cacao = {
  h: { t: 'caip122' },
  p: {
    domain: 'app.example',
    aud: 'https://app.example/login',
    nonce: 'abcdef123456',
    iss: `did:pkh:eip155:1:${address}`,
    version: '1',
    iat: '2026-11-23T10:00:00.000Z',
    exp: '2026-11-24T10:00:00.000Z',
  },
  s: { t: 'eip191', s: '0x1234' },
}

const messageWith = (statement?: string) =>
  [
    'app.example wants you to sign in with your Ethereum account:',
    address,
    '',
    ...(statement === undefined ? [] : [statement]),
    '',
    'URI: https://app.example/login',
    'Version: 1',
    'Chain ID: 1',
    'Nonce: abcdef123456',
    'Issued At: 2026-11-23T10:00:00.000Z',
    'Expiration Time: 2026-11-24T10:00:00.000Z',
  ].join('\n')

describe('parseDidPkh', () => {
  it('splits a did:pkh into the CAIP-2 network and the address', () => {
    expect(parseDidPkh(`did:pkh:eip155:1:${address}`)).toEqual({ chainId: 'eip155:1', address })
  })

  it('names the issuer it cannot read', () => {
    const error = (() => {
      try {
        parseDidPkh('did:key:z6Mk')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(InvalidWalletResponseError)
    expect((error as InvalidWalletResponseError).details).toBe(
      'The CACAO issuer "did:key:z6Mk" is not a did:pkh.',
    )
  })
})

describe('cacaoToSiwxSession', () => {
  it('maps the CACAO payload to SIWX message data, keeping the signed text and the CACAO', () => {
    const message = messageWith('Sign in to App')
    expect(cacaoToSiwxSession(cacao, message)).toEqual({
      data: {
        chainId: 'eip155:1',
        accountAddress: address,
        nonce: 'abcdef123456',
        domain: 'app.example',
        uri: 'https://app.example/login',
        version: '1',
        issuedAt: '2026-11-23T10:00:00.000Z',
        expirationTime: '2026-11-24T10:00:00.000Z',
        statement: 'Sign in to App',
      },
      message,
      signature: '0x1234',
      cacao,
    })
  })

  it('takes the statement from the signed text, where the WalletConnect client may have extended it', () => {
    const withRecap =
      "Sign in I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'."
    expect(
      cacaoToSiwxSession({ ...cacao, p: { ...cacao.p, statement: 'Sign in' } }, messageWith(withRecap)).data
        .statement,
    ).toBe(withRecap)
  })

  it('has no statement when the signed text has none', () => {
    expect(cacaoToSiwxSession(cacao, messageWith()).data).not.toHaveProperty('statement')
  })
})
