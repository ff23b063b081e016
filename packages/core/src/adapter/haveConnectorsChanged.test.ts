import type { Connector } from '../connectors/types.js'
import { haveConnectorsChanged } from './haveConnectorsChanged.js'

const provider = {}
const keplr: Connector = {
  id: 'keplr',
  name: 'Keplr',
  type: 'INJECTED',
  chain: 'cosmos',
  installed: true,
  provider,
}
const leap: Connector = {
  id: 'leap',
  name: 'Leap',
  type: 'INJECTED',
  chain: 'cosmos',
  installed: true,
  provider: {},
}

describe('haveConnectorsChanged', () => {
  it('is false for equal lists, even as new objects', () => {
    expect(haveConnectorsChanged([keplr, leap], [{ ...keplr }, { ...leap }])).toBe(false)
    expect(haveConnectorsChanged([], [])).toBe(false)
  })

  it.each([
    ['one added', [keplr], [keplr, leap]],
    ['one removed', [keplr, leap], [leap]],
    ['the order', [keplr, leap], [leap, keplr]],
    ['a provider replaced', [keplr], [{ ...keplr, provider: {} }]],
    ['a name', [keplr], [{ ...keplr, name: 'Keplr Wallet' }]],
    ['an icon', [keplr], [{ ...keplr, imageUrl: 'data:image/png;base64,AA==' }]],
  ])('is true for %s', (_, previous, next) => {
    expect(haveConnectorsChanged(previous, next)).toBe(true)
  })
})
