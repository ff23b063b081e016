import { CONNECTOR_GROUPS } from '@walletport/core'
import { defaultPlaygroundOptions, parsePlaygroundOptions } from './playgroundOptions.js'

describe('parsePlaygroundOptions', () => {
  it('gives the defaults when nothing is saved', () => {
    expect(parsePlaygroundOptions(null)).toEqual(defaultPlaygroundOptions)
  })

  it('gives the defaults for text that is not a JSON object', () => {
    expect(parsePlaygroundOptions('{not json')).toEqual(defaultPlaygroundOptions)
    expect(parsePlaygroundOptions('42')).toEqual(defaultPlaygroundOptions)
    expect(parsePlaygroundOptions('null')).toEqual(defaultPlaygroundOptions)
  })

  it('keeps every valid saved field', () => {
    const saved = {
      chains: ['evm'],
      disabledNetworks: ['eip155:31338'],
      features: { ...defaultPlaygroundOptions.features, email: true, history: false },
      themeMode: 'dark',
      locale: 'he',
      accent: '#ff0066',
      borderRadius: 12,
      connectorTypeOrder: [...CONNECTOR_GROUPS].reverse(),
      walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'],
      siwx: 'required',
      siwxServer: '/siwx',
      embedded: true,
      announceEmailWallet: true,
      walletConnect: false,
    }
    expect(parsePlaygroundOptions(JSON.stringify(saved))).toEqual(saved)
  })

  it('replaces each malformed field by its default and keeps the others', () => {
    const parsed = parsePlaygroundOptions(
      JSON.stringify({
        chains: 'evm',
        themeMode: 'purple',
        locale: 'klingon',
        accent: 'red',
        borderRadius: 99,
        connectorTypeOrder: ['recent', 'injected'],
        walletFeaturesOrder: ['send', 'send', 'swaps', 'onramp'],
        siwx: true,
        siwxServer: 'https://elsewhere.example/siwx',
        embedded: 'yes',
        announceEmailWallet: 1,
        walletConnect: 'on',
        features: { email: 'on', history: false },
      }),
    )
    expect(parsed).toEqual({
      ...defaultPlaygroundOptions,
      features: { ...defaultPlaygroundOptions.features, history: false },
    })
  })

  it('refuses a connector order that repeats a group', () => {
    const order = [...CONNECTOR_GROUPS.slice(0, -1), CONNECTOR_GROUPS[0]]
    expect(parsePlaygroundOptions(JSON.stringify({ connectorTypeOrder: order })).connectorTypeOrder).toEqual(
      CONNECTOR_GROUPS,
    )
  })
})
