import { isKnownChainNamespace } from './isKnownChainNamespace.js'

describe('isKnownChainNamespace', () => {
  it.each(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])(
    'accepts the shipped namespace %p',
    (value) => {
      expect(isKnownChainNamespace(value)).toBe(true)
    },
  )

  it.each(['tron', 'EIP155', 'eip155:1', '', 155, null])('rejects %p', (value) => {
    expect(isKnownChainNamespace(value)).toBe(false)
  })
})
