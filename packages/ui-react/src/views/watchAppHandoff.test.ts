import { watchAppHandoff } from './watchAppHandoff.js'

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('watchAppHandoff', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    Reflect.deleteProperty(document, 'visibilityState')
  })

  it('default: the page stays in front for 2.5 s: the app did not open', () => {
    const onNotOpened = jest.fn()
    const stop = watchAppHandoff(window, { onNotOpened, onReturned: jest.fn() })
    jest.advanceTimersByTime(2499)
    expect(onNotOpened).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(onNotOpened).toHaveBeenCalledTimes(1)
    stop()
  })

  it('behavior: the page hidden (the app in front), then shown again: returned, never "not opened"', () => {
    const onNotOpened = jest.fn()
    const onReturned = jest.fn()
    const stop = watchAppHandoff(window, { onNotOpened, onReturned })
    setVisibility('hidden')
    jest.advanceTimersByTime(10_000)
    setVisibility('visible')
    expect(onNotOpened).not.toHaveBeenCalled()
    expect(onReturned).toHaveBeenCalledTimes(1)
    stop()
  })

  it('behavior: stopped, it reports nothing', () => {
    const onNotOpened = jest.fn()
    watchAppHandoff(window, { graceMs: 100, onNotOpened, onReturned: jest.fn() })()
    jest.advanceTimersByTime(1000)
    expect(onNotOpened).not.toHaveBeenCalled()
  })
})
