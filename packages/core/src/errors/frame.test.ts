import { EmailCooldownError, EmailLoginDependencyError, FrameError, FrameIframeNotSetError } from './frame.js'

describe('embedded frame errors', () => {
  it.each([
    [new EmailLoginDependencyError(), 'EmailLoginDependencyError', 'Unable to load email login dependency'],
    [new FrameIframeNotSetError(), 'FrameIframeNotSetError', 'WalletPortFrame: iframe is not set'],
  ])('%p carries the spec message verbatim', (error, name, message) => {
    expect(error.name).toBe(name)
    expect(error.message).toBe(message)
  })

  it("uses the frame's own message when it sent one", () => {
    expect(new FrameError({ message: 'Invalid OTP' }).message).toBe('Invalid OTP')
  })

  it("falls back to 'An error occurred' when the frame sent no message or an empty one", () => {
    expect(new FrameError().message).toBe('An error occurred')
    expect(new FrameError({ message: '' }).message).toBe('An error occurred')
  })

  it('puts the remaining seconds of the email cooldown in the message', () => {
    const error = new EmailCooldownError({ seconds: 30 })
    expect(error.message).toBe('Please try again after 30 seconds')
    expect(error.seconds).toBe(30)
  })
})
