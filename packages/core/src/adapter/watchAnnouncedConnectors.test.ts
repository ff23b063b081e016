import type { Connector } from '../connectors/types.js'
import { type AnnouncementProtocol, watchAnnouncedConnectors } from './watchAnnouncedConnectors.js'

interface RequestProvider {
  request(): void
}

const protocol: AnnouncementProtocol<RequestProvider> = {
  requestEvent: 'test:requestProvider',
  announceEvent: 'test:announceProvider',
  chain: 'eip155',
  isProvider: (provider): provider is RequestProvider =>
    typeof (provider as Partial<RequestProvider> | undefined)?.request === 'function',
}

const provider: RequestProvider = { request() {} }
const info = {
  uuid: 'b1e4',
  name: 'Test  Wallet',
  icon: 'data:image/svg+xml,<svg/>',
  rdns: 'dev.example.wallet',
}

function announce(target: EventTarget, detail: unknown) {
  target.dispatchEvent(new CustomEvent(protocol.announceEvent, { detail }))
}

describe('watchAnnouncedConnectors', () => {
  it('asks the page for announcements and lists each announced wallet as a connector', () => {
    const target = new EventTarget()
    let requests = 0
    target.addEventListener(protocol.requestEvent, () => {
      requests++
      announce(target, { info, provider })
    })
    const lists: (readonly Connector[])[] = []
    const stop = watchAnnouncedConnectors(target, protocol, (connectors) => lists.push(connectors))
    expect(requests).toBe(1)
    expect(lists).toEqual([
      [
        {
          id: 'dev.example.wallet',
          name: 'Test Wallet',
          type: 'ANNOUNCED',
          chain: 'eip155',
          imageUrl: info.icon,
          info: { rdns: info.rdns, uuid: info.uuid },
          installed: true,
          provider,
        },
      ],
    ])
    stop()
  })

  it('ignores a repeat of a known announcement, but takes a new provider under the same id', () => {
    const target = new EventTarget()
    const lists: (readonly Connector[])[] = []
    const stop = watchAnnouncedConnectors(target, protocol, (connectors) => lists.push(connectors))
    announce(target, { info, provider })
    announce(target, { info, provider })
    const replacement = { request() {} }
    announce(target, { info, provider: replacement })
    expect(lists.map((list) => list.map((connector) => connector.provider))).toEqual([
      [provider],
      [replacement],
    ])
    stop()
  })

  it('takes the uuid as id when a wallet sends no rdns', () => {
    const target = new EventTarget()
    const lists: (readonly Connector[])[] = []
    const stop = watchAnnouncedConnectors(target, protocol, (connectors) => lists.push(connectors))
    announce(target, { info: { ...info, rdns: '' }, provider })
    expect(lists[0]?.[0]?.id).toBe('b1e4')
    stop()
  })

  it.each([
    ['no detail', undefined],
    ['no info', { provider }],
    ['a name that is no string', { info: { ...info, name: 7 }, provider }],
    ['an icon that is no string', { info: { ...info, icon: {} }, provider }],
    ['a provider without the API', { info, provider: {} }],
  ])('ignores an announcement with %s', (_, detail) => {
    const target = new EventTarget()
    const lists: (readonly Connector[])[] = []
    const stop = watchAnnouncedConnectors(target, protocol, (connectors) => lists.push(connectors))
    announce(target, detail)
    expect(lists).toEqual([])
    stop()
  })

  it('hears nothing once stopped', () => {
    const target = new EventTarget()
    const lists: (readonly Connector[])[] = []
    watchAnnouncedConnectors(target, protocol, (connectors) => lists.push(connectors))()
    announce(target, { info, provider })
    expect(lists).toEqual([])
  })
})
