import { isCaipNetworkId } from './isCaipNetworkId.js'

describe('isCaipNetworkId', () => {
  it.each(['eip155:1', 'cosmos:cosmoshub-4', 'bip122:000000000019d6689c085ae165831e93', 'polkadot:local'])(
    'accepts the valid CAIP-2 id %p',
    (value) => {
      expect(isCaipNetworkId(value)).toBe(true)
    },
  )

  it.each([
    'eip155',
    'eip155:',
    ':1',
    'eip155:1:0x1',
    'EIP155:1',
    `eip155:${'1'.repeat(33)}`,
    'ab:1',
    1,
    null,
    undefined,
    {},
  ])('rejects %p', (value) => {
    expect(isCaipNetworkId(value)).toBe(false)
  })
})
