import { canUseOneClickAuth } from './canUseOneClickAuth.js'

describe('canUseOneClickAuth', () => {
  it('applies when every requested network is eip155', () => {
    expect(canUseOneClickAuth(['eip155:1', 'eip155:10'])).toBe(true)
  })

  it('does not apply when one requested network is of another namespace', () => {
    expect(canUseOneClickAuth(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).toBe(false)
  })

  it('does not apply without requested networks', () => {
    expect(canUseOneClickAuth([])).toBe(false)
  })
})
