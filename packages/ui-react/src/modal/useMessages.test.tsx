import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createTestClient } from '../../test/createTestClient.js'
import { buttonMessages } from '../buttonMessages.js'
import { useWalletPortContext } from '../context.js'
import { defaultMessages } from '../messages.js'
import { viewMessages } from '../viewMessages.js'
import { WalletPortProvider, type WalletPortProviderProps } from '../WalletPortProvider.js'
import { useMessages } from './useMessages.js'

async function renderInProvider<T>(
  hook: () => T,
  props: Omit<WalletPortProviderProps, 'client' | 'children'>,
) {
  const { client } = await createTestClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletPortProvider client={client} {...props}>
      {children}
    </WalletPortProvider>
  )
  return renderHook(hook, { wrapper })
}

describe('the English strings, split between the first chunk and the modal', () => {
  it("are every default string, each in one part only (the buttons' or the views')", () => {
    const buttonKeys = Object.keys(buttonMessages)
    const viewKeys = Object.keys(viewMessages)
    expect(buttonKeys.filter((key) => viewKeys.includes(key))).toEqual([])
    expect([...buttonKeys, ...viewKeys].sort()).toEqual(Object.keys(defaultMessages).sort())
  })

  it("are the buttons' only in the provider, and every one in the modal (useMessages)", async () => {
    const { result } = await renderInProvider(
      () => ({ provided: useWalletPortContext().messages, modal: useMessages() }),
      { locale: 'en' },
    )
    expect(result.current.provided).toEqual(buttonMessages)
    expect(result.current.modal).toEqual(defaultMessages)
  })

  it("keep the app's own strings over the English ones in the modal, for a view's key and a button's", async () => {
    const { result } = await renderInProvider(useMessages, {
      locale: 'en',
      messages: { close: 'Schließen', connectWallet: 'Wallet verbinden' },
    })
    expect(result.current).toEqual({
      ...defaultMessages,
      close: 'Schließen',
      connectWallet: 'Wallet verbinden',
    })
  })

  it("give way to the locale's strings once its chunk is in, for the views too", async () => {
    const { result } = await renderInProvider(useMessages, { locale: 'fr', messages: { back: 'Arrière' } })
    await waitFor(() => expect(result.current.connectWallet).not.toBe(defaultMessages.connectWallet))
    const french = (await import('../locales/fr.js')).default
    expect(result.current).toEqual({ ...french, back: 'Arrière' })
  })
})
