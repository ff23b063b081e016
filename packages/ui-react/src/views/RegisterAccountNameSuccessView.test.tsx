import { screen } from '@testing-library/react'
import { createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import RegisterAccountNameSuccessView from './RegisterAccountNameSuccessView.js'

describe('RegisterAccountNameSuccessView', () => {
  it('shows the registered name', async () => {
    const { client } = await createViewTestClient()
    client.open({ view: 'RegisterAccountNameSuccess', data: { registerAccountName: 'alice-wp' } })
    renderView(RegisterAccountNameSuccessView, client)
    expect(screen.getByText('Account name registered')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'alice-wp' })).toBeInTheDocument()
  })
})
