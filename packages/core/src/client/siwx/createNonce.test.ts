import { createNonce } from './createNonce.js'

describe('createNonce', () => {
  it('makes at least 16 letters and digits', () => {
    expect(createNonce()).toMatch(/^[A-Za-z0-9]{16,}$/)
    expect(createNonce(4)).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(createNonce(40)).toMatch(/^[A-Za-z0-9]{40}$/)
  })

  it('is random: 200 nonces are all different', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()))
    expect(nonces.size).toBe(200)
  })

  it('uses the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 200 }, () => createNonce()).join(''))
    expect(seen.size).toBe(62)
  })
})
