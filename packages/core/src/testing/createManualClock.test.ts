import { createManualClock } from './createManualClock.js'

describe('createManualClock', () => {
  it('moves only when slept on, and records each pause', async () => {
    const clock = createManualClock(1_000)
    expect(clock.now()).toBe(1_000)
    await clock.sleep(250)
    await clock.sleep(50)
    expect(clock.now()).toBe(1_300)
    expect(clock.sleeps).toEqual([250, 50])
  })
})
