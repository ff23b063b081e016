import { canUnlinkIdentity } from './canUnlinkIdentity.js'

describe('canUnlinkIdentity (never the last way in)', () => {
  it.each([
    [{ hasEmail: false, identities: 1 }, false],
    [{ hasEmail: false, identities: 2 }, true],
    [{ hasEmail: true, identities: 1 }, true],
    [{ hasEmail: true, identities: 0 }, false],
  ])('%o → %s', (ways, expected) => {
    expect(canUnlinkIdentity(ways)).toBe(expected)
  })
})
