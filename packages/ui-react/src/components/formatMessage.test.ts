import { formatMessage } from './formatMessage.js'

describe('formatMessage', () => {
  it('fills each placeholder with its value', () => {
    expect(formatMessage('Open {name} ({count})', { name: 'Rabby', count: 2 })).toBe('Open Rabby (2)')
  })

  it('leaves an unknown placeholder as written', () => {
    expect(formatMessage('Hello {who}', {})).toBe('Hello {who}')
  })
})
