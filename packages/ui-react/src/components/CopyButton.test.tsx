import '@testing-library/jest-dom'
import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { defaultMessages } from '../messages.js'
import { CopyButton } from './CopyButton.js'

describe('CopyButton', () => {
  it("copies the text and says 'Copied'", async () => {
    const user = userEvent.setup()
    render(<CopyButton text="wc:abc@2" label="Copy link" messages={defaultMessages} />)
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe('wc:abc@2')
    expect(screen.getByRole('status')).toHaveTextContent('Copied')
  })

  it("says 'Copy failed' where the page has no clipboard", async () => {
    const user = userEvent.setup()
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    render(<CopyButton text="wc:abc@2" label="Copy link" messages={defaultMessages} />)
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed')
  })
})
