import type { FrameRequestType } from '../protocol/events.js'
import { createAppearanceSync } from './createAppearanceSync.js'
import type { FrameClient } from './createFrameClient.js'

function recordingFrame() {
  const sent: [FrameRequestType, unknown][] = []
  const frame = {
    request: async (type: FrameRequestType, payload: unknown) => {
      sent.push([type, payload])
      return {}
    },
  } as unknown as FrameClient
  return { frame, sent }
}

const dappData = {
  metadata: { name: 'Dapp', description: '', url: 'https://dapp.example', icons: [] },
  sdkVersion: '0.1.0',
  sdkType: 'walletport',
  projectId: 'p',
}

describe('createAppearanceSync', () => {
  it('default: the first call sends the theme and the dapp data with the locale', () => {
    const { frame, sent } = recordingFrame()
    createAppearanceSync(
      frame,
      dappData,
    )({ themeMode: 'dark', themeVariables: { '--wp-accent': '#f06' }, locale: 'he' })
    expect(sent).toEqual([
      ['SYNC_THEME', { themeMode: 'dark', themeVariables: { '--wp-accent': '#f06' } }],
      ['SYNC_DAPP_DATA', { ...dappData, locale: 'he' }],
    ])
  })

  it('behavior: later calls send only what changed; the system mode and no variables send an empty theme', () => {
    const { frame, sent } = recordingFrame()
    const sync = createAppearanceSync(frame, dappData)
    sync({ themeMode: 'light', themeVariables: {}, locale: 'en' })
    sync({ themeMode: 'light', themeVariables: {}, locale: 'en' })
    sync({ themeMode: undefined, themeVariables: {}, locale: 'en' })
    sync({ themeMode: undefined, themeVariables: {}, locale: 'fa' })
    expect(sent.slice(2)).toEqual([
      ['SYNC_THEME', {}],
      ['SYNC_DAPP_DATA', { ...dappData, locale: 'fa' }],
    ])
  })
})
