import '@testing-library/jest-dom'
import { act, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { themeVariablesSchema } from '@walletport/core'
import { createTestClient } from '../test/createTestClient.js'
import { renderWithProvider } from '../test/renderWithProvider.js'
import { ConnectButton } from './ConnectButton.js'
import { themePresets } from './themePresets.js'

describe('themePresets', () => {
  it('are three sets of valid theme variables', () => {
    expect(Object.keys(themePresets)).toEqual(['classic', 'soft', 'sharp'])
    for (const preset of Object.values(themePresets))
      expect(themeVariablesSchema.parse(preset)).toEqual(preset)
  })

  it('apply at run time with setThemeVariables, and setThemeMode switches the mode, with the same client', async () => {
    const { client } = await createTestClient({ options: { themeMode: 'light' } })
    renderWithProvider(client, <ConnectButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const root = (await screen.findByRole('dialog')).closest('.wp-root') as HTMLElement
    expect(root).toHaveAttribute('data-theme', 'light')

    act(() => client.setThemeVariables(themePresets.soft))
    expect(root.style.getPropertyValue('--wp-accent')).toBe('#6d28d9')
    expect(root.style.getPropertyValue('--wp-color-mix-strength')).toBe('6%')

    act(() => client.setThemeMode('dark'))
    expect(root).toHaveAttribute('data-theme', 'dark')
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toHaveAttribute('data-theme', 'dark')
  })
})
