import { defaultMessages, resolveMessages } from './messages.js'

describe('resolveMessages', () => {
  it('keeps the spec texts by default', () => {
    expect(resolveMessages().signatureDeclined).toBe('Signature declined')
    expect(resolveMessages().actionNotAllowed).toBe('Action not allowed')
  })

  it('lets an app replace any string with its own locale', () => {
    const german = resolveMessages({ connectWallet: 'Wallet verbinden' })
    expect(german.connectWallet).toBe('Wallet verbinden')
    expect(german.disconnect).toBe(defaultMessages.disconnect)
  })
})
