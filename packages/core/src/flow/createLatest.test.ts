import { createLatest } from './createLatest.js'

describe('createLatest', () => {
  it('only the latest request stays current; cancel outdates it too', () => {
    const latest = createLatest()
    const first = latest.next()
    const second = latest.next()
    expect([first(), second()]).toEqual([false, true])
    latest.cancel()
    expect(second()).toBe(false)
  })

  it('later runs the task after the pause unless a newer one or cancel comes first', () => {
    jest.useFakeTimers()
    const latest = createLatest()
    const ran: string[] = []
    latest.later(() => ran.push('a'), 5)
    latest.later(() => ran.push('b'), 5)
    jest.advanceTimersByTime(5)
    expect(ran).toEqual(['b'])
    latest.later(() => ran.push('c'), 5)
    latest.cancel()
    jest.advanceTimersByTime(5)
    expect(ran).toEqual(['b'])
    jest.useRealTimers()
  })
})
