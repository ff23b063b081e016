import { defineNetwork, type WalletPortClient, type WalletPortOptions } from '@walletport/core'
import { localEvm } from '@walletport/core/networks'
import { pay } from '@walletport/core/pay'
import { EMBEDDED_CONNECTOR_ID, type GalleryAdapters } from './createGalleryClient.js'

interface ScenarioContext {
  client: WalletPortClient
  adapters: GalleryAdapters
}

const unlistedNetwork = defineNetwork({
  id: 123456,
  chainNamespace: 'eip155',
  name: 'Unlisted',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

async function connectMetaMask({ client }: ScenarioContext) {
  await client.connect({ connectorId: 'io.metamask' })
  await client.fetchBalance()
}

/** A fixed pairing link (not a live one: the gallery reaches no relay), so the QR code is the same each run. */
const PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000'

/** Resolves once `selector` is in the page (data a view loads after it opened), within 5 s. */
async function shown(selector: string): Promise<void> {
  for (let waited = 0; !document.querySelector(selector); waited += 20) {
    if (waited > 5_000) throw new Error(`'${selector}' did not show within 5 s`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Clicks the element `selector` finds once it shows. */
async function click(selector: string): Promise<void> {
  await shown(selector)
  document.querySelector<HTMLElement>(selector)?.click()
}

/** Types `value` into the input `selector` finds as a user would (React sees the input event). */
async function type(selector: string, value: string): Promise<void> {
  await shown(selector)
  const input = document.querySelector<HTMLInputElement>(selector)
  if (!input) return
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Client options of the scenarios that show an option's effect. */
export const SCENARIO_OPTIONS: Partial<Record<string, Partial<WalletPortOptions>>> = {
  'connect-collapsed': { features: { collapseWallets: true } },
  'connect-email': { features: { email: true, socials: ['google', 'github', 'x'] } },
  socials: { features: { socials: ['google', 'github', 'x'] } },
  'connect-legal': {
    features: { legalCheckbox: true },
    termsConditionsUrl: 'https://app.example/terms',
    privacyPolicyUrl: 'https://app.example/privacy',
  },
}

/** Every view of the modal a user can reach, set up on the gallery's client (`?scenario=`). */
export const SCENARIOS = {
  connect: async (context: ScenarioContext) => {
    // Connected once and disconnected: MetaMask is listed under Recent.
    await connectMetaMask(context)
    await context.client.disconnect()
    context.client.open()
  },
  // collapseWallets: the first three rows, then 'More wallets'.
  'connect-collapsed': async ({ client }: ScenarioContext) => client.open(),
  // Email and social login on, with six extensions in the page: they show under a collapsed wallet list,
  // without scrolling (issue 31: they sat under nine rows).
  'connect-email': async ({ client, adapters }: ScenarioContext) => {
    for (const wallet of [
      { id: 'com.brave.wallet', name: 'Brave Wallet' },
      { id: 'com.bitget.web3', name: 'Bitget Wallet' },
      { id: 'com.okex.wallet', name: 'OKX Wallet' },
    ])
      adapters.evm.wallet.announce(wallet)
    client.open()
  },
  // Each provider's bundled mark.
  socials: async ({ client }: ScenarioContext) => {
    client.open()
    client.router.push('Socials')
    await shown('.wp-social-badge svg')
  },
  // legalCheckbox, not yet ticked: every connect method disabled.
  'connect-legal': async ({ client }: ScenarioContext) => client.open(),
  'all-wallets': async ({ client }: ScenarioContext) => client.open({ view: 'AllWallets' }),
  connecting: async ({ client, adapters }: ScenarioContext) => {
    adapters.evm.wallet.setBehavior('stall')
    client.open()
    client.selectWallet({ id: 'io.metamask', name: 'MetaMask' })
  },
  'connection-declined': async ({ client, adapters }: ScenarioContext) => {
    adapters.evm.wallet.setBehavior('reject')
    client.open()
    client.selectWallet({ id: 'io.metamask', name: 'MetaMask' })
  },
  account: async (context: ScenarioContext) => {
    await connectMetaMask(context)
    // One transfer out, so Activity has a row.
    await context.client.sendTransaction({
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: 10n ** 16n,
    })
    await context.client.fetchBalance()
    context.client.open()
  },
  send: async (context: ScenarioContext) => {
    await connectMetaMask(context)
    context.client.open({ view: 'Send' })
  },
  // The recipient step before an address is typed: Next disabled, and looking it.
  'send-recipient': async (context: ScenarioContext) => {
    await connectMetaMask(context)
    context.client.open({ view: 'Send' })
    await click('.wp-send-assets button')
    await shown('.wp-send-form button[aria-disabled="true"]')
  },
  // A send confirmed: the success state with Send again and Done.
  'send-confirmed': async (context: ScenarioContext) => {
    await connectMetaMask(context)
    context.client.open({ view: 'Send' })
    await click('.wp-send-assets button')
    await type('.wp-send-form input', RECIPIENT)
    await click('.wp-send-form button[aria-disabled="false"]')
    await type('.wp-send-amount input', '0.25')
    await click('.wp-send-form button[aria-disabled="false"]')
    await click('.wp-send-review .wp-button-primary')
    await shown('.wp-send-success')
  },
  receive: async (context: ScenarioContext) => {
    await connectMetaMask(context)
    context.client.open({ view: 'Receive' })
  },
  networks: async (context: ScenarioContext) => {
    await connectMetaMask(context)
    context.client.open({ view: 'Networks' })
  },
  'unsupported-chain': async (context: ScenarioContext) => {
    await connectMetaMask(context)
    context.adapters.evm.wallet.changeNetwork(unlistedNetwork)
    context.client.open({ view: 'UnsupportedChain' })
  },
  'multi-chain': async ({ client, adapters }: ScenarioContext) => {
    // Phantom announces itself on EVM too: one entry for both chains, and a chain picker when chosen.
    adapters.evm.wallet.announce({ id: 'app.phantom.evm', name: 'Phantom' })
    const phantom = client.getState().connectors.find((connector) => connector.type === 'MULTI_CHAIN')
    if (!phantom) throw new Error('Phantom was not merged into one entry for EVM and Solana')
    client.open()
    client.selectWallet({ id: phantom.id, name: phantom.name })
  },
  'get-wallet': async ({ client }: ScenarioContext) => {
    // Not installed, and no WalletConnect in the gallery: where to get it.
    client.open({ view: 'AllWallets' })
    client.selectWallet({ id: 'trust', name: 'Trust Wallet' })
  },
  walletconnect: async ({ client }: ScenarioContext) => {
    client.open()
    client.router.push('ConnectingWalletConnect', {
      wallet: { id: 'walletConnect', name: 'WalletConnect' },
      wcUri: PAIRING_URI,
    })
  },
  // On a phone (a coarse pointer) the view adds the wallet's app links under the QR code.
  'walletconnect-metamask': async ({ client }: ScenarioContext) => {
    client.open()
    client.router.push('ConnectingWalletConnect', {
      wallet: { id: 'metamask', name: 'MetaMask' },
      wcUri: PAIRING_URI,
    })
  },
  'sign-in': async (context: ScenarioContext) => {
    await connectMetaMask(context)
    context.client.open()
    context.client.router.push('ConnectingSiwe')
  },
  'approve-transaction': async (context: ScenarioContext) => {
    await connectMetaMask(context)
    context.client.open()
    context.client.router.push('ApproveTransaction')
  },
  'account-name': async (context: ScenarioContext) => {
    await connectMetaMask(context)
    context.client.open()
    context.client.router.push('RegisterAccountName')
  },
  email: async ({ client }: ScenarioContext) => {
    client.open()
    client.router.push('EmailLogin')
  },
  devices: async ({ client }: ScenarioContext) => {
    // Signed in to the embedded wallet: its devices, passkey and linked sign-ins, read from the wallet.
    await client.connect({ connectorId: EMBEDDED_CONNECTOR_ID })
    // Reached from the account view, as the user does (a back button to it).
    client.open()
    client.router.push('Devices')
    await shown('.wp-linked-actions')
  },
  swap: async (context: ScenarioContext) => {
    await connectMetaMask(context)
    context.client.open({ view: 'Swap' })
    await shown('[data-testid="swap-balance-out"]')
  },
  onramp: async (context: ScenarioContext) => {
    await connectMetaMask(context)
    context.client.open({ view: 'Onramp' })
    await shown('[data-testid="onramp-offer-loopback-pay"]')
  },
  pay: async (context: ScenarioContext) => {
    await connectMetaMask(context)
    // The request stays open: the view shows it for review, its promise settles when the gallery page goes.
    void pay(context.client, {
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: '0.25',
      network: localEvm.caipNetworkId,
      asset: { symbol: 'ETH', decimals: 18 },
    }).catch(() => undefined)
    await shown('.wp-pay-summary')
  },
  'what-is-a-wallet': async ({ client }: ScenarioContext) => {
    client.open()
    client.router.push('WhatIsAWallet')
  },
} satisfies Record<string, (context: ScenarioContext) => Promise<void>>

export type ScenarioName = keyof typeof SCENARIOS
