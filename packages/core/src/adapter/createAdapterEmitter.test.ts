import { createAdapterEmitter } from './createAdapterEmitter.js'
import type { Account } from './types.js'

const account: Account = { address: '0xabc', type: 'eoa' }

describe('createAdapterEmitter', () => {
  it('delivers each event to the listeners of that event only', () => {
    const emitter = createAdapterEmitter()
    const accounts: (readonly Account[])[] = []
    const networks: string[] = []
    emitter.on('accountsChanged', (next) => accounts.push(next))
    emitter.on('networkChanged', (id) => networks.push(id))
    emitter.emit('accountsChanged', [account])
    expect(accounts).toEqual([[account]])
    expect(networks).toEqual([])
  })

  it('stops delivering once unsubscribed', () => {
    const emitter = createAdapterEmitter()
    let calls = 0
    const off = emitter.on('disconnected', () => calls++)
    emitter.emit('disconnected', undefined)
    off()
    emitter.emit('disconnected', undefined)
    expect(calls).toBe(1)
  })

  it('keeps emitters of two adapters apart', () => {
    const first = createAdapterEmitter()
    const second = createAdapterEmitter()
    let calls = 0
    first.on('connectorsChanged', () => calls++)
    second.emit('connectorsChanged', [])
    expect(calls).toBe(0)
  })

  it('lets a listener unsubscribe itself while the event is delivered, without skipping the others', () => {
    const emitter = createAdapterEmitter()
    const order: string[] = []
    const off = emitter.on('disconnected', () => {
      order.push('first')
      off()
    })
    emitter.on('disconnected', () => order.push('second'))
    emitter.emit('disconnected', undefined)
    emitter.emit('disconnected', undefined)
    expect(order).toEqual(['first', 'second', 'second'])
  })
})
