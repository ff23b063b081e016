import { parseWithSchema } from './parseWithSchema.js'
import { siwxSessionSchema } from './siwx.js'

const data = {
  chainId: 'eip155:1',
  accountAddress: '0x1111111111111111111111111111111111111111',
  nonce: 'n0nce',
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  issuedAt: '2024-01-01T00:00:00.000Z',
  resources: ['https://app.example/terms'],
}

describe('siwxSessionSchema', () => {
  it('accepts a session with message, signature and optional cacao', () => {
    expect(
      siwxSessionSchema.safeParse({ data, message: 'app.example wants you…', signature: '0xsig' }).success,
    ).toBe(true)
    expect(
      siwxSessionSchema.safeParse({ data, message: 'm', signature: '0xsig', cacao: { h: { t: 'caip122' } } })
        .success,
    ).toBe(true)
  })

  it('keeps extra message fields a chain adds', () => {
    const parsed = siwxSessionSchema.parse({ data: { ...data, extra: 42 }, message: 'm', signature: 's' })
    expect(parsed.data.extra).toBe(42)
  })

  it('requires the core message fields', () => {
    const { nonce: _nonce, ...withoutNonce } = data
    expect(() =>
      parseWithSchema(siwxSessionSchema, { data: withoutNonce, message: 'm', signature: 's' }),
    ).toThrow('data.nonce: Required')
  })

  it('rejects a chain id that is not CAIP-2 and a wrongly typed optional field', () => {
    expect(() =>
      parseWithSchema(siwxSessionSchema, {
        data: { ...data, chainId: '1', resources: 'x' },
        message: 'm',
        signature: 's',
      }),
    ).toThrow('data.chainId: Invalid input; data.resources: Invalid input')
  })

  it('rejects an empty signature', () => {
    expect(siwxSessionSchema.safeParse({ data, message: 'm', signature: '' }).success).toBe(false)
  })
})
