import { existsSync } from 'node:fs'
import { findAnvilBinary } from './findAnvilBinary.js'

describe('findAnvilBinary', () => {
  it('finds the installed platform binary', () => {
    const path = findAnvilBinary({})
    expect(existsSync(path)).toBe(true)
    expect(path).toMatch(/anvil(\.exe)?$/)
  })

  it('prefers ANVIL_BINARY when it exists and ignores it when it does not', () => {
    expect(findAnvilBinary({ ANVIL_BINARY: process.execPath })).toBe(process.execPath)
    expect(findAnvilBinary({ ANVIL_BINARY: '/nonexistent/anvil' })).not.toBe('/nonexistent/anvil')
  })
})
