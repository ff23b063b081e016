import { assertTopOrigin } from './topOrigin.js'

const clientData = (fields: Record<string, unknown>) =>
  Buffer.from(
    JSON.stringify({ type: 'webauthn.create', challenge: 'x', origin: 'http://localhost:8787', ...fields }),
  ).toString('base64url')
const dapps = ['http://127.0.0.1:5173', 'https://dapp.example']

describe('assertTopOrigin (registration)', () => {
  it('passes the popup (no top origin), an allowed dapp, and a cross-origin ceremony that names none (Safari)', () => {
    expect(() => assertTopOrigin(clientData({ crossOrigin: false }), dapps)).not.toThrow()
    expect(() =>
      assertTopOrigin(clientData({ crossOrigin: true, topOrigin: 'https://dapp.example' }), dapps),
    ).not.toThrow()
    expect(() => assertTopOrigin(clientData({ crossOrigin: true }), dapps)).not.toThrow()
  })

  it('refuses another top origin, a top origin that is not text, and client data that is not JSON', () => {
    expect(() =>
      assertTopOrigin(clientData({ crossOrigin: true, topOrigin: 'https://evil.example' }), dapps),
    ).toThrow(
      'The passkey was refused: it was made in a page on https://evil.example, expected one of the dapps http://127.0.0.1:5173, https://dapp.example',
    )
    expect(() => assertTopOrigin(clientData({ crossOrigin: true, topOrigin: 7 }), dapps)).toThrow(
      /made in a page on 7/,
    )
    expect(() => assertTopOrigin(Buffer.from('not json').toString('base64url'), dapps)).toThrow(
      'The passkey was refused: its client data is not JSON',
    )
  })
})
