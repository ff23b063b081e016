import { screen } from '@testing-library/react'
import { createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import ApproveTransactionView from './ApproveTransactionView.js'

describe('ApproveTransactionView', () => {
  it('asks the user to approve in the wallet', async () => {
    const { client } = await createViewTestClient()
    renderView(ApproveTransactionView, client)
    expect(screen.getByText('Approve the transaction in your wallet')).toBeInTheDocument()
    expect(screen.getByRole('status')).toBeInTheDocument()
  })
})
