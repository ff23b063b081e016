import { isOnrampRestricted, RESTRICTED_TIME_ZONES } from './isOnrampRestricted.js'

describe('isOnrampRestricted', () => {
  it('hides the on-ramp in the listed zones, whatever the case', () => {
    expect(isOnrampRestricted('Asia/Shanghai')).toBe(true)
    expect(isOnrampRestricted('asia/hong_kong')).toBe(true)
    expect(RESTRICTED_TIME_ZONES.every((zone) => isOnrampRestricted(zone))).toBe(true)
  })

  it('shows it elsewhere and where the zone is unknown', () => {
    expect(isOnrampRestricted('Europe/Berlin')).toBe(false)
    expect(isOnrampRestricted('Asia/Taipei')).toBe(false)
    expect(isOnrampRestricted('Asia/Tokyo')).toBe(false)
  })

  it("reads the runtime's zone by default", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(isOnrampRestricted()).toBe(RESTRICTED_TIME_ZONES.includes(zone))
  })
})
