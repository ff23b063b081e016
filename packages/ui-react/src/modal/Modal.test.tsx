import '@testing-library/jest-dom'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createTestClient } from '../../test/createTestClient.js'
import { renderWithProvider } from '../../test/renderWithProvider.js'
import { ConnectButton } from '../ConnectButton.js'
import { WalletPortModal } from '../WalletPortModal.js'
import { WalletPortProvider } from '../WalletPortProvider.js'

function portalRoots() {
  return [...document.body.children].filter((element) => element.classList.contains('wp-root'))
}

describe('Modal', () => {
  it('appends exactly one element to document.body, also after closing and reopening', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <p>app</p>)
    act(() => client.open())
    await screen.findByRole('dialog')
    expect(portalRoots()).toHaveLength(1)

    act(() => client.close())
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => client.open())
    await screen.findByRole('dialog')
    expect(portalRoots()).toHaveLength(1)
    expect(portalRoots()[0]).toContainElement(screen.getByRole('dialog'))
  })

  it('renders in place inside the app when appendToBody is false', async () => {
    const { client } = await createTestClient()
    const { container } = renderWithProvider(client, <p>app</p>, { appendToBody: false })
    act(() => client.open())
    const dialog = await screen.findByRole('dialog')
    expect(container).toContainElement(dialog)
    expect(portalRoots()).toHaveLength(0)
    expect(dialog).toHaveAttribute('aria-modal', 'true')
  })

  it('embedded mode renders where <WalletPortModal /> is placed, with no overlay and no modal trap', async () => {
    const { client } = await createTestClient()
    render(
      <WalletPortProvider client={client} embedded>
        <section data-testid="slot">
          <WalletPortModal />
        </section>
      </WalletPortProvider>,
    )
    act(() => client.open())
    const dialog = await screen.findByRole('dialog')
    expect(screen.getByTestId('slot')).toContainElement(dialog)
    expect(portalRoots()).toHaveLength(0)
    expect(document.querySelector('.wp-overlay')).toBeNull()
    expect(dialog).not.toHaveAttribute('aria-modal')
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })

  it('is a modal dialog named after the view it shows', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, null)
    act(() => client.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
  })

  it('follows the app locale for its labels', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, null, { messages: { connectWallet: 'Wallet verbinden', close: 'Schließen' } })
    act(() => client.open())
    const dialog = await screen.findByRole('dialog', { name: 'Wallet verbinden' })
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument()
  })

  it('re-translates while open when the app changes its locale, direction included (issue 31)', async () => {
    const { client } = await createTestClient()
    const { rerender } = render(<WalletPortProvider client={client} locale="en" />)
    act(() => client.open())
    const english = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(within(english).getByRole('button', { name: 'Close' })).toBeInTheDocument()
    expect(portalRoots()[0]).toHaveAttribute('dir', 'ltr')

    rerender(<WalletPortProvider client={client} locale="de" />)
    const german = await screen.findByRole('dialog', { name: 'Wallet verbinden' })
    expect(within(german).getByRole('button', { name: 'Schließen' })).toBeInTheDocument()
    expect(within(german).queryByRole('button', { name: 'Close' })).toBeNull()
    await waitFor(() => expect(client.getState().locale).toBe('de'))

    rerender(<WalletPortProvider client={client} locale="ar" />)
    const arabic = await screen.findByRole('dialog', { name: 'ربط المحفظة' })
    expect(within(arabic).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument()
    expect(portalRoots()[0]).toHaveAttribute('dir', 'rtl')
    // The same dialog element throughout: re-translated in place, never closed and opened again.
    expect(arabic).toBe(english)
    expect(german).toBe(english)

    rerender(<WalletPortProvider client={client} locale="en" />)
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(portalRoots()[0]).toHaveAttribute('dir', 'ltr')
  })

  it('moves focus into the dialog when it opens', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <button type="button">outside</button>)
    screen.getByRole('button', { name: 'outside' }).focus()
    act(() => client.open())
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveFocus()
  })

  it('traps focus: Tab from the last control wraps to the first, Shift+Tab from the first to the last', async () => {
    const { client } = await createTestClient()
    const user = userEvent.setup()
    renderWithProvider(client, <button type="button">outside</button>)
    act(() => client.open())
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('button', { name: /Memory Wallet/ })
    const controls = within(dialog).getAllByRole('button')
    const first = controls[0]!
    const last = controls.at(-1)!
    expect(first).toHaveAccessibleName('Close')

    await user.tab({ shift: true })
    expect(last).toHaveFocus()
    await user.tab()
    expect(first).toHaveFocus()
    await user.tab({ shift: true })
    expect(last).toHaveFocus()
    for (let step = 0; step < controls.length + 2; step++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    expect(screen.getByRole('button', { name: 'outside' })).not.toHaveFocus()
  })

  it('closes on Escape and gives focus back to the element that opened it', async () => {
    const { client } = await createTestClient()
    const user = userEvent.setup()
    renderWithProvider(client, <button type="button">opener</button>)
    const opener = screen.getByRole('button', { name: 'opener' })
    opener.focus()
    act(() => client.open())
    await screen.findByRole('dialog')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(client.getState().modal.open).toBe(false)
    expect(opener).toHaveFocus()
  })

  it('closes with the close button', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, null)
    act(() => client.open())
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(client.getState().modal.open).toBe(false)
  })

  it('closes when the backdrop is clicked, not when the dialog itself is', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, null)
    act(() => client.open())
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(dialog)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await userEvent.click(document.querySelector('.wp-overlay')!)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('stays open on Escape and on the close button while core blocks closing (sign-in required)', async () => {
    const { client } = await createTestClient({ siwx: { required: true } })
    const user = userEvent.setup()
    renderWithProvider(client, null)
    act(() => client.open({ view: 'ConnectingSiwe' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' })

    await user.keyboard('{Escape}')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))

    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBe(dialog)
    expect(client.getState().modal).toMatchObject({ open: true, view: 'ConnectingSiwe' })
  })

  it('closes on Escape on the sign-in view when sign-in is not required', async () => {
    const { client } = await createTestClient({ siwx: { required: false } })
    renderWithProvider(client, null)
    act(() => client.open({ view: 'ConnectingSiwe' }))
    await screen.findByRole('dialog', { name: 'Sign In' })
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows a back button only when core has a previous view, and goes back with it', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, null)
    act(() => client.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()

    act(() => client.router.push('Networks'))
    expect(await screen.findByRole('dialog', { name: 'Select network' })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }))

    expect(client.getState().modal.view).toBe('Connect')
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('shows an info alert as a status and an error alert as an alert; dismissing asks core to close it', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, null)
    act(() => client.open())
    const dialog = await screen.findByRole('dialog')

    act(() => client.showAlert({ message: 'Network Not Found', variant: 'info' }))
    const info = within(dialog).getByRole('status', { name: '' })
    expect(info).toHaveTextContent('Network Not Found')
    expect(info).toHaveAttribute('data-variant', 'info')

    act(() => client.showAlert({ message: 'Invalid App Configuration', variant: 'error' }))
    const error = within(dialog).getByRole('alert')
    expect(error).toHaveTextContent('Invalid App Configuration')
    expect(error).toHaveAttribute('data-variant', 'error')

    await userEvent.click(within(error).getByRole('button', { name: 'Dismiss' }))
    expect(client.getState().modal.alert).toBeUndefined()
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('shows toasts in a live region, in the app locale, and dismisses them through core', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, null, { messages: { failedToDisconnect: 'Trennen fehlgeschlagen' } })
    act(() => client.open())
    await screen.findByRole('dialog')

    act(() => client.showToast('Failed to disconnect', 'error'))
    act(() => client.showToast('Copied', 'success'))
    const region = screen.getByRole('status', { name: 'Notifications' })
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveTextContent('Trennen fehlgeschlagen')
    expect(region).toHaveTextContent('Copied')

    await userEvent.click(within(region).getAllByRole('button', { name: 'Dismiss' })[0]!)
    expect(region).not.toHaveTextContent('Trennen fehlgeschlagen')
    expect(client.getState().modal.toasts.map((toast) => toast.message)).toEqual(['Copied'])
  })

  it('shows a toast while the modal is closed (its code loads for it)', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, null)
    act(() => client.showToast('Token Balance Unavailable', 'error'))
    const region = await screen.findByRole('status', { name: 'Notifications' })
    expect(region).toHaveTextContent('Token Balance Unavailable')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("loads a view's code when it is first shown, with a spinner meanwhile", async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, null)
    act(() => client.open({ view: 'Networks' }))
    const dialog = await screen.findByRole('dialog', { name: 'Select network' })
    expect(await within(dialog).findByRole('list', { name: 'Networks' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('status', { name: 'Loading…' })).toBeNull()
  })

  it('says so when core shows a view this package does not have', async () => {
    const { client } = await createTestClient({ options: { features: { history: true } } })
    renderWithProvider(client, null)
    act(() => client.open({ view: 'Transactions' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('This screen is not available.')).toBeInTheDocument()
  })

  it('sets the client theme variables as CSS custom properties on the modal root, and the theme mode', async () => {
    const { client } = await createTestClient({
      options: {
        themeMode: 'dark',
        themeVariables: {
          '--wp-accent': '#ff0066',
          '--wp-color-mix': '#00ff00',
          '--wp-color-mix-strength': 40,
          '--wp-font-family': 'Georgia, serif',
          '--wp-font-size-master': '12px',
          '--wp-border-radius-master': '2px',
          '--wp-z-index': 2000,
        },
      },
    })
    renderWithProvider(client, null)
    act(() => client.open())
    await screen.findByRole('dialog')
    const root = portalRoots()[0] as HTMLElement
    expect(root).toHaveAttribute('data-theme', 'dark')
    expect(root.style.getPropertyValue('--wp-accent')).toBe('#ff0066')
    expect(root.style.getPropertyValue('--wp-color-mix')).toBe('#00ff00')
    expect(root.style.getPropertyValue('--wp-color-mix-strength')).toBe('40%')
    expect(root.style.getPropertyValue('--wp-font-family')).toBe('Georgia, serif')
    expect(root.style.getPropertyValue('--wp-font-size-master')).toBe('12px')
    expect(root.style.getPropertyValue('--wp-border-radius-master')).toBe('2px')
    expect(root.style.getPropertyValue('--wp-z-index')).toBe('2000')
  })

  it('sets no theme attribute or variables when the app gives none (CSS defaults apply)', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, null)
    act(() => client.open())
    await screen.findByRole('dialog')
    const root = portalRoots()[0] as HTMLElement
    expect(root).not.toHaveAttribute('data-theme')
    expect(root.getAttribute('style') ?? '').not.toContain('--wp-')
  })

  it('injects the stylesheet once, however often and by however many providers the modal opens', async () => {
    const first = await createTestClient()
    const second = await createTestClient()
    renderWithProvider(first.client, null)
    renderWithProvider(second.client, null)
    act(() => first.client.open())
    await screen.findByRole('dialog')
    act(() => first.client.close())
    act(() => second.client.open())
    await screen.findByRole('dialog')
    await waitFor(() => expect(document.querySelectorAll('style#walletport-styles')).toHaveLength(1))
    expect(document.getElementById('walletport-styles')?.textContent).toContain('--wp-accent')
  })

  it('ConnectButton reports the dialog as expanded while it is open', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    act(() => client.open())
    await screen.findByRole('dialog')
    expect(button).toHaveAttribute('aria-expanded', 'true')
  })
})
