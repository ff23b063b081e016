import { filterTelegramSocials, readTelegramPlatform } from './filterTelegramSocials.js'

const ALL = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

describe('filterTelegramSocials', () => {
  it.each([
    ['ios', ['x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['macos', ['google', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['android', ['google', 'discord', 'farcaster', 'github', 'apple']],
    ['tdesktop', [...ALL]],
    ['weba', [...ALL]],
  ])('platform: %s', (platform, expected) => {
    expect(filterTelegramSocials(ALL, platform)).toEqual(expected)
  })

  it('behavior: outside Telegram nothing is removed, and the order is kept', () => {
    expect(filterTelegramSocials(ALL, undefined)).toEqual([...ALL])
    expect(filterTelegramSocials(['x', 'google'], 'IOS')).toEqual(['x'])
  })

  it('reads the platform of a Telegram mini app, and nothing elsewhere', () => {
    expect(readTelegramPlatform({ Telegram: { WebApp: { platform: 'android' } } })).toBe('android')
    expect(readTelegramPlatform({ Telegram: { WebApp: { platform: 'unknown' } } })).toBeUndefined()
    expect(readTelegramPlatform({})).toBeUndefined()
  })
})
