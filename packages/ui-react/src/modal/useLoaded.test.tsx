import '@testing-library/jest-dom'
import { render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import type { Loader } from './createLoader.js'
import { useLoaded } from './useLoaded.js'

function Shown({ loader }: { loader: Loader<string> }) {
  return <p>{useLoaded(loader) ?? 'loading'}</p>
}

/** Runs `land` after the commit and before the passive effects, as a chunk arriving then would. */
function LandsAfterCommit({ land }: { land: () => void }) {
  useLayoutEffect(land, [land])
  return null
}

describe('useLoaded', () => {
  it('shows the value when it lands between the render and the effect (another user of the loader started it)', async () => {
    let value: string | undefined
    const loader: Loader<string> = { load: async () => 'marks', current: () => value }
    render(
      <>
        <Shown loader={loader} />
        <LandsAfterCommit
          land={() => {
            value = 'marks'
          }}
        />
      </>,
    )
    expect(await screen.findByText('marks')).toBeInTheDocument()
  })
})
