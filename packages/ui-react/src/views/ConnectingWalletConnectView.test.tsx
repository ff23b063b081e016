import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { RouterData } from '@walletport/core'
import { renderSVG } from 'uqr'
import { createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import ConnectingWalletConnectView from './ConnectingWalletConnectView.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=5d2a'
const metamask = { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }

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

  it('puts the deep link before the QR code on a phone (the app is one tap away; the code is for another device)', async () => {
    setCoarsePointer(true)
    const client = await openWith({ wallet: metamask, wcUri: uri })
    renderView(ConnectingWalletConnectView, client)
    const deepLink = await screen.findByRole('link', { name: 'Open MetaMask' })
    const qr = screen.getByRole('img', { name: /QR code/i })
    expect(deepLink.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('offers the deep link and universal link of a directory wallet on a phone', async () => {
    setCoarsePointer(true)
    const client = await openWith({ wallet: metamask, wcUri: uri })
    renderView(ConnectingWalletConnectView, client)
    const encoded = encodeURIComponent(uri)
    expect(await screen.findByRole('link', { name: 'Open MetaMask' })).toHaveAttribute(
      'href',
      `metamask://wc?uri=${encoded}`,
    )
    expect(screen.getByRole('link', { name: 'Open MetaMask in the browser' })).toHaveAttribute(
      'href',
      `https://metamask.app.link/wc?uri=${encoded}`,
    )
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
