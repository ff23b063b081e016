import { fireEvent, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { RouterData } from '@walletport/core'
import { renderSVG } from 'uqr'
import { createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import ConnectingWalletConnectView from './ConnectingWalletConnectView.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=5d2a'
const metamask = { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'
const defaultUserAgent = navigator.userAgent

function setPhone(userAgent: string) {
  setCoarsePointer(true)
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true })
}

/** Links followed from the page, held there (jsdom does not navigate). */
function captureNavigations(): string[] {
  const followed: string[] = []
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest('a')
    if (!link) return
    followed.push(link.getAttribute('href') ?? '')
    event.preventDefault()
  }
  document.addEventListener('click', onClick)
  stops.push(() => document.removeEventListener('click', onClick))
  return followed
}
const stops: (() => void)[] = []

async function openWith(data: RouterData & { wcUri?: string }) {
  const { client } = await createViewTestClient()
  client.open({ view: 'ConnectingWalletConnect', data })
  return client
}

function setCoarsePointer(coarse: boolean) {
  Object.assign(window, {
    matchMedia: (query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query }),
  })
}

describe('ConnectingWalletConnectView', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia')
    Reflect.deleteProperty(navigator, 'userActivation')
    Object.defineProperty(navigator, 'userAgent', { value: defaultUserAgent, configurable: true })
    for (const stop of stops.splice(0)) stop()
  })

  it("says 'Waiting for a pairing link…' while there is no pairing URI", async () => {
    const client = await openWith({ wallet: metamask })
    renderView(ConnectingWalletConnectView, client)
    expect(screen.getByText('Waiting for a pairing link…', { selector: 'p' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'QR code to connect a wallet' })).not.toBeInTheDocument()
  })

  it('draws the pairing URI as a QR code with alt text', async () => {
    const client = await openWith({ wallet: metamask, wcUri: uri })
    renderView(ConnectingWalletConnectView, client)
    const qr = screen.getByRole('img', { name: 'QR code to connect a wallet' })
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri))}`)
    expect(screen.getByText('Scan this QR code with your phone')).toBeInTheDocument()
  })

  it('copies the pairing link to the clipboard, by keyboard', async () => {
    const client = await openWith({ wallet: metamask, wcUri: uri })
    const user = userEvent.setup()
    renderView(ConnectingWalletConnectView, client)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await navigator.clipboard.readText()).toBe(uri)
    expect(screen.getByRole('status')).toHaveTextContent('Copied')
  })

  it('puts the app link before the QR code on a phone (the app is one tap away; the code is for another device)', async () => {
    setPhone(IPHONE)
    const client = await openWith({ wallet: metamask, wcUri: uri })
    renderView(ConnectingWalletConnectView, client)
    const appLink = await screen.findByRole('link', { name: 'Open MetaMask' })
    const qr = screen.getByRole('img', { name: /QR code/i })
    expect(appLink.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("a wallet of the hand-off table: one link, its documented form (universal on iPhone, Keplr's intent on Android)", async () => {
    setPhone(IPHONE)
    const client = await openWith({ wallet: metamask, wcUri: uri })
    const view = renderView(ConnectingWalletConnectView, client)
    expect(await screen.findByRole('link', { name: 'Open MetaMask' })).toHaveAttribute(
      'href',
      `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(screen.getAllByRole('link')).toHaveLength(1)
    view.unmount()

    setPhone(ANDROID)
    const keplr = await openWith({ wallet: { id: 'keplr', name: 'Keplr' }, wcUri: uri })
    renderView(ConnectingWalletConnectView, keplr)
    expect(await screen.findByRole('link', { name: 'Open Keplr' })).toHaveAttribute(
      'href',
      `intent://wcV2?${encodeURIComponent(uri)}#Intent;package=com.chainapsis.keplr;scheme=keplrwallet;end;`,
    )
  })

  it('offers the deep link and universal link of a directory wallet outside the table', async () => {
    setPhone(IPHONE)
    const client = await openWith({ wallet: { id: 'argent', name: 'Argent' }, wcUri: uri })
    renderView(ConnectingWalletConnectView, client)
    expect(await screen.findByRole('link', { name: 'Open Argent in the browser' })).toHaveAttribute(
      'href',
      `https://argent.link/app/wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it("follows the app link at once while the tap that chose the wallet still counts (the browser's user activation)", async () => {
    setPhone(IPHONE)
    Object.defineProperty(navigator, 'userActivation', { value: { isActive: true }, configurable: true })
    const followed = captureNavigations()
    const client = await openWith({ wallet: metamask, wcUri: uri })
    renderView(ConnectingWalletConnectView, client)
    await screen.findByRole('link', { name: 'Open MetaMask' })
    expect(followed).toEqual([`https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`])
  })

  it('waits for a tap when the activation is spent, and opens nothing by itself', async () => {
    setPhone(IPHONE)
    Object.defineProperty(navigator, 'userActivation', { value: { isActive: false }, configurable: true })
    const followed = captureNavigations()
    const client = await openWith({ wallet: metamask, wcUri: uri })
    renderView(ConnectingWalletConnectView, client)
    fireEvent.click(await screen.findByRole('link', { name: 'Open MetaMask' }))
    expect(followed).toHaveLength(1)
  })

  it('opens the page in the app browser of a browse wallet before any pairing link (Coinbase Wallet)', async () => {
    setPhone(ANDROID)
    const client = await openWith({ wallet: { id: 'coinbase', name: 'Coinbase Wallet' } })
    renderView(ConnectingWalletConnectView, client)
    expect(await screen.findByRole('link', { name: 'Open Coinbase Wallet' })).toHaveAttribute(
      'href',
      `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(location.href)}`,
    )
  })

  it('the app did not open (the page stayed in front): offers its store page, and the copy link stays', async () => {
    setPhone(ANDROID)
    captureNavigations()
    const client = await openWith({ wallet: { id: 'rainbow', name: 'Rainbow' }, wcUri: uri })
    renderView(ConnectingWalletConnectView, client)
    fireEvent.click(await screen.findByRole('link', { name: 'Open Rainbow' }))
    expect(
      await screen.findByText('Rainbow did not open. Get the app, or copy the link into it.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Get Rainbow' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=me.rainbow',
    )
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
  })

  it('back from the app: says what to do while the pairing goes on', async () => {
    setPhone(IPHONE)
    captureNavigations()
    const client = await openWith({ wallet: metamask, wcUri: uri })
    renderView(ConnectingWalletConnectView, client)
    fireEvent.click(await screen.findByRole('link', { name: 'Open MetaMask' }))
    fireEvent.blur(window)
    fireEvent.focus(window)
    expect(
      await screen.findByText(
        'Approve the connection in MetaMask: this page connects as soon as you do. Nothing there? Open MetaMask again.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/did not open/)).not.toBeInTheDocument()
  })

  it('offers no app links on a desktop', async () => {
    setCoarsePointer(false)
    const client = await openWith({ wallet: metamask, wcUri: uri })
    renderView(ConnectingWalletConnectView, client)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('offers no app links for a wallet the directory does not know', async () => {
    setCoarsePointer(true)
    const client = await openWith({ wallet: { id: 'unknown', name: 'Unknown' }, wcUri: uri })
    renderView(ConnectingWalletConnectView, client)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'QR code to connect a wallet' })).toBeInTheDocument()
  })
})
