import { configure } from '@testing-library/react'

/**
 * `waitFor` and `findBy*` wait up to 20 s for their condition instead of testing-library's 1 s: hook tests wait for
 * anvil to mine a batch, and views for chunks jest transforms on their first import, both of which took over 1 s on
 * a loaded 2-core machine. The bound is an upper limit (a wait ends when its condition holds) and stays under jest's
 * 30 s test timeout, so a failure reports the condition and the DOM rather than a bare timeout.
 */
configure({ asyncUtilTimeout: 20_000 })
