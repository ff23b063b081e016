import { isLoopbackOrigin } from './isLoopbackOrigin.js'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed', () => {
  it('allows an exact origin, ignoring case, a trailing slash and a default port', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://App.Example.com/'])).toBe(true)
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com:443'])).toBe(true)
  })

  it('refuses another scheme, host or port', () => {
    expect(isOriginAllowed('http://app.example.com', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('https://evil.com', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com:8443', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com', [])).toBe(false)
  })

  it('allows any subdomain for a wildcard, but not the bare domain or a look-alike', () => {
    const allowed = ['https://*.example.com']
    expect(isOriginAllowed('https://app.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://evilexample.com', allowed)).toBe(false)
    expect(isOriginAllowed('http://app.example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://app.example.com:8443', allowed)).toBe(false)
    expect(isOriginAllowed('https://app.example.com:8443', ['https://*.example.com:8443'])).toBe(true)
  })

  it('allows everything for a bare star', () => {
    expect(isOriginAllowed('https://anything.io', ['*'])).toBe(true)
  })

  it('never allows an unparsable origin and skips unparsable entries', () => {
    expect(isOriginAllowed('not an origin', ['*'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com', ['::::', 'https://app.example.com'])).toBe(true)
  })
})

describe('isLoopbackOrigin', () => {
  it('recognises localhost, 127.x and [::1]', () => {
    expect(isLoopbackOrigin('http://localhost:3000')).toBe(true)
    expect(isLoopbackOrigin('http://app.localhost:3000')).toBe(true)
    expect(isLoopbackOrigin('http://127.0.0.1:5173')).toBe(true)
    expect(isLoopbackOrigin('http://[::1]:5173')).toBe(true)
  })

  it('rejects other hosts, including look-alikes', () => {
    expect(isLoopbackOrigin('https://localhost.evil.com')).toBe(false)
    expect(isLoopbackOrigin('https://127.0.0.1.evil.com')).toBe(false)
    expect(isLoopbackOrigin('garbage')).toBe(false)
  })
})
