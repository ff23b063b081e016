import { screen } from '@testing-library/react'
import RegisterAccountNameSuccessView from './RegisterAccountNameSuccessView.js'
import { createViewTestClient, renderView } from './viewTestSetup.js'

describe('RegisterAccountNameSuccessView', () => {
  it('shows the registered name', async () => {
    const { client } = await createViewTestClient()
    client.open({ view: 'RegisterAccountNameSuccess', data: { registerAccountName: 'alice-wp' } })
    renderView(RegisterAccountNameSuccessView, client)
    expect(screen.getByText('Account name registered')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'alice-wp' })).toBeInTheDocument()
  })
})
