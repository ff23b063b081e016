import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import WhatIsAWalletView from './WhatIsAWalletView.js'

describe('WhatIsAWalletView', () => {
  it('explains a wallet in two points and leads to All Wallets to get one', async () => {
    const { client } = await createViewTestClient()
    client.open()
    client.router.push('WhatIsAWallet')
    renderView(WhatIsAWalletView, client)

    expect(screen.getByRole('heading', { name: 'A home for your digital assets' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'One login for every app' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Get a wallet' }))
    expect(client.getState().modal.view).toBe('AllWallets')
  })
})
