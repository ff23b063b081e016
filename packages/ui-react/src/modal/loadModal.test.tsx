import '@testing-library/jest-dom'
import type { ReactNode } from 'react'

// Each test gets fresh modules, so the modal's code starts out not loaded; cleanup is then done by hand.
process.env.RTL_SKIP_AUTO_CLEANUP = 'true'

async function freshModules() {
  jest.resetModules()
  const rtl = await import('@testing-library/react')
  const { createElement } = await import('react')
  const { ConnectButton } = await import('../ConnectButton.js')
  const { WalletPortProvider } = await import('../WalletPortProvider.js')
  const { useWalletPort } = await import('../hooks/useWalletPort.js')
  const { loadedModal, loadModal } = await import('./loadModal.js')
  const { createTestClient } = await import('../../test/createTestClient.js')
  const { client } = await createTestClient()
  const renderApp = (props: { preload?: 'idle' | 'intent' | 'none' } = {}, children?: ReactNode) =>
    rtl.render(
      createElement(WalletPortProvider, { client, ...props }, children ?? createElement(ConnectButton)),
    )
  return { rtl, createElement, useWalletPort, loadedModal, loadModal, client, renderApp }
}

let fresh: Awaited<ReturnType<typeof freshModules>>
beforeEach(async () => {
  fresh = await freshModules()
})
afterEach(() => fresh.rtl.cleanup())

/** An app's own open button, with the fresh modules' hook. */
function OwnOpenButton() {
  const { preload } = fresh.useWalletPort()
  return fresh.createElement('button', { type: 'button', onPointerEnter: preload }, 'Open')
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('loading the modal code', () => {
  it('loads nothing on render with the default intent preload', async () => {
    const { renderApp, loadedModal } = fresh
    renderApp()
    await settle()
    expect(loadedModal()).toBeUndefined()
  })

  it('starts loading when the pointer enters the ConnectButton, without opening the modal', async () => {
    const { rtl, renderApp, loadedModal, client } = fresh
    renderApp()
    rtl.fireEvent.pointerEnter(rtl.screen.getByRole('button', { name: 'Connect Wallet' }))
    await rtl.waitFor(() => expect(loadedModal()).toBeDefined())
    expect(client.getState().modal.open).toBe(false)
    expect(document.body.querySelector('.wp-root')).toBeNull()
  })

  it('starts loading when the ConnectButton is pressed or focused', async () => {
    for (const intent of ['pointerDown', 'focus'] as const) {
      const { rtl, renderApp, loadedModal } = await freshModules()
      renderApp()
      rtl.fireEvent[intent](rtl.screen.getByRole('button', { name: 'Connect Wallet' }))
      await rtl.waitFor(() => expect(loadedModal()).toBeDefined())
      rtl.cleanup()
    }
  })

  it("loads nothing on hover, press or focus with preload 'none', and still opens on click", async () => {
    const { rtl, renderApp, loadedModal } = fresh
    renderApp({ preload: 'none' })
    const button = rtl.screen.getByRole('button', { name: 'Connect Wallet' })
    rtl.fireEvent.pointerEnter(button)
    rtl.fireEvent.pointerDown(button)
    rtl.fireEvent.focus(button)
    await settle()
    expect(loadedModal()).toBeUndefined()
    rtl.fireEvent.click(button)
    expect(await rtl.screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
  })

  it("loads once the browser is idle with preload 'idle', before any interaction", async () => {
    const { rtl, renderApp, loadedModal, client } = fresh
    renderApp({ preload: 'idle' })
    await rtl.waitFor(() => expect(loadedModal()).toBeDefined())
    expect(client.getState().modal.open).toBe(false)
  })

  it("starts loading from useWalletPort's preload, for the app's own open button", async () => {
    const { rtl, createElement, renderApp, loadedModal } = fresh
    renderApp({}, createElement(OwnOpenButton))
    await settle()
    expect(loadedModal()).toBeUndefined()
    rtl.fireEvent.pointerEnter(rtl.screen.getByRole('button', { name: 'Open' }))
    await rtl.waitFor(() => expect(loadedModal()).toBeDefined())
  })

  it('on a first open, the dialog appears with the wallet list already in it', async () => {
    const { rtl, renderApp, client } = fresh
    renderApp({ preload: 'none' })
    const firstSeen: string[] = []
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]')
      if (dialog && firstSeen.length === 0) firstSeen.push(dialog.textContent ?? '')
    })
    observer.observe(document.body, { childList: true, subtree: true })
    rtl.act(() => client.open())
    await rtl.screen.findByRole('dialog')
    observer.disconnect()
    expect(firstSeen[0]).toContain('Memory Wallet')
    expect(firstSeen[0]).not.toContain('Loading…')
  })

  it('renders the Connect view in the same commit as the modal once the code is loaded', async () => {
    const { rtl, renderApp, loadModal, client } = fresh
    await loadModal()
    renderApp()
    rtl.act(() => client.open())
    const dialog = rtl.screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(rtl.within(dialog).getByRole('button', { name: /Memory Wallet/ })).toBeInTheDocument()
  })

  it('renders a preloaded modal once on its first open, and keeps it mounted after closing', async () => {
    const { rtl, renderApp, loadModal, client } = fresh
    let modalRenders = 0
    jest.doMock('./Modal.js', () => {
      const actual = jest.requireActual('./Modal.js')
      // biome-ignore lint/correctness/noComponentHookFactories: the mock factory runs once, so the wrapper keeps its identity
      const Modal = (props: object) => {
        modalRenders++
        return actual.Modal(props)
      }
      return { ...actual, Modal, default: Modal }
    })
    await loadModal()
    renderApp()
    await settle()
    rtl.act(() => client.open())
    await settle()
    expect(rtl.screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
    expect(modalRenders).toBe(1)
    rtl.act(() => client.close())
    await settle()
    expect(rtl.screen.queryByRole('dialog')).toBeNull()
    expect(document.body.querySelector('.wp-root')).not.toBeNull()
    jest.dontMock('./Modal.js')
  })
})
