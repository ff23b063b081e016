import { withConfirmationDefaults } from './withConfirmationDefaults.js'

const defaults = { timeoutMs: 60_000, pollMs: 500, confirmations: 1 }

describe('withConfirmationDefaults', () => {
  it('keeps the defaults when the app sets nothing', () => {
    expect(withConfirmationDefaults(undefined, defaults)).toEqual(defaults)
    expect(withConfirmationDefaults({}, defaults)).toEqual(defaults)
  })

  it('takes each part the app sets, even 0, and ignores an undefined one', () => {
    expect(withConfirmationDefaults({ timeoutMs: 0, pollMs: undefined, confirmations: 3 }, defaults)).toEqual(
      {
        timeoutMs: 0,
        pollMs: 500,
        confirmations: 3,
      },
    )
  })
})
