import '@testing-library/jest-dom'
import { act, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createTestClient } from '../../test/createTestClient.js'
import { renderWithProvider } from '../../test/renderWithProvider.js'
import { ConnectButton } from '../ConnectButton.js'

function browserLanguages(languages: string[]) {
  return jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages)
}

afterEach(() => jest.restoreAllMocks())

describe('the modal language', () => {
  it("is the app's locale, loaded after the first (English) render", async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <ConnectButton />, { locale: 'de-CH' })
    expect(await screen.findByRole('button', { name: 'Wallet verbinden' })).toBeInTheDocument()
  })

  it("is the browser's first bundled language when the app sets none", async () => {
    browserLanguages(['sv-SE', 'ja-JP', 'en-US'])
    const { client } = await createTestClient()
    renderWithProvider(client, <ConnectButton />)
    expect(await screen.findByRole('button', { name: 'ウォレットを接続' })).toBeInTheDocument()
  })

  it('is English when neither the app nor the browser names a bundled language', async () => {
    browserLanguages(['sv-SE', 'da'])
    const { client } = await createTestClient()
    renderWithProvider(client, <ConnectButton />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
  })

  it("keeps the app's own strings over the locale's", async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <ConnectButton />, { locale: 'fr', messages: { connectWallet: 'Entrer' } })
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.getByRole('button', { name: 'Entrer' })).toBeInTheDocument()
  })

  it('mirrors the modal in Arabic: dir="rtl" and lang="ar" on its root, the title in Arabic', async () => {
    browserLanguages(['ar-EG'])
    const { client } = await createTestClient()
    renderWithProvider(client, <ConnectButton />)
    await userEvent.click(await screen.findByRole('button', { name: 'ربط المحفظة' }))
    const dialog = await screen.findByRole('dialog', { name: 'ربط المحفظة' })
    const root = dialog.closest('.wp-root')
    expect(root).toHaveAttribute('dir', 'rtl')
    expect(root).toHaveAttribute('lang', 'ar')
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument()
  })

  it('is left to right in the other locales', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <ConnectButton />, { locale: 'ko' })
    await userEvent.click(await screen.findByRole('button', { name: '지갑 연결' }))
    const dialog = await screen.findByRole('dialog', { name: '지갑 연결' })
    expect(dialog.closest('.wp-root')).toHaveAttribute('dir', 'ltr')
  })
})
