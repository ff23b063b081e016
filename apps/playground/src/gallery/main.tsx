import {
  ConnectButton,
  NetworkButton,
  type ThemePreset,
  themePresets,
  WalletPortProvider,
} from '@walletport/ui-react'
import { createRoot } from 'react-dom/client'
import { createGalleryClient } from './createGalleryClient.js'
import './gallery.css'
import { SCENARIO_OPTIONS, SCENARIOS, type ScenarioName } from './scenarios.js'

declare global {
  interface Window {
    /** Set once the scenario has been played (or failed: then the error's message). */
    __galleryReady?: true | string
  }
}

const params = new URLSearchParams(location.search)
const scenario = (params.get('scenario') ?? 'connect') as ScenarioName
const theme = params.get('theme')
const locale = params.get('locale') ?? 'en'
const preset = params.get('preset') as ThemePreset | null

const { client, adapters } = createGalleryClient(theme === 'dark' || theme === 'light' ? theme : undefined, {
  emailLogin: scenario === 'email' || scenario === 'connect-email',
  embeddedAccount: scenario === 'devices' || scenario === 'socials',
  commerce: scenario === 'swap' || scenario === 'onramp' || scenario === 'pay',
  options: SCENARIO_OPTIONS[scenario] ?? {},
})
document.documentElement.dataset.theme = theme ?? 'light'
if (preset && preset in themePresets) client.setThemeVariables(themePresets[preset])

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
createRoot(root).render(
  <WalletPortProvider client={client} locale={locale}>
    <header className="gallery-header">
      <strong>Gallery</strong>
      <NetworkButton />
      <ConnectButton />
    </header>
  </WalletPortProvider>,
)

const play = SCENARIOS[scenario]
if (!play) throw new Error(`Unknown scenario '${scenario}'`)
client.ready
  .then(() => play({ client, adapters }))
  .then(
    () => {
      window.__galleryReady = true
    },
    (error: unknown) => {
      window.__galleryReady = error instanceof Error ? error.message : String(error)
    },
  )
