import { errorMessage, type WalletPortState } from '@walletport/core'
import { useEffect, useId, useMemo, useState } from 'react'
import { formatMessage } from '../components/formatMessage.js'
import { isMobileDevice } from '../components/isMobileDevice.js'
import { LoadMore } from '../components/LoadMore.js'
import { Spinner } from '../components/Spinner.js'
import { useDebouncedValue } from '../components/useDebouncedValue.js'
import { WalletImage } from '../components/WalletImage.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { arrangeWallets } from '../wallets/arrangeWallets.js'
import { loadWalletDirectory } from '../wallets/loadWalletDirectory.js'
import { pageWallets } from '../wallets/pageWallets.js'
import { searchWallets } from '../wallets/searchWallets.js'
import type { DirectoryWallet } from '../wallets/types.js'
import { chooseWallet } from './chooseWallet.js'
import type { ViewProps } from './types.js'

export const SEARCH_DELAY_MS = 300

type Directory =
  | { status: 'loading' }
  | { status: 'ready'; wallets: readonly DirectoryWallet[] }
  | { status: 'error'; message: string }

const selectConnectors = (state: WalletPortState) => state.connectors

/** Every wallet of the directory: 4 recommended first, 40 a page, and a search (300 ms delay, 100 results). */
export default function AllWalletsView({ client, messages, walletDirectoryUrl }: ViewProps) {
  const [directory, setDirectory] = useState<Directory>({ status: 'loading' })
  const [query, setQuery] = useState('')
  const searched = useDebouncedValue(query.trim(), SEARCH_DELAY_MS)
  // Pages loaded, per search: a new search starts from its first page.
  const [paging, setPaging] = useState({ search: '', page: 0 })
  const page = paging.search === searched ? paging.page : 0
  const connectors = useWalletPortState(selectConnectors)
  const searchId = useId()

  useEffect(() => {
    let current = true
    loadWalletDirectory(walletDirectoryUrl).then(
      (wallets) => current && setDirectory({ status: 'ready', wallets }),
      (error: unknown) => current && setDirectory({ status: 'error', message: errorMessage(error) }),
    )
    return () => {
      current = false
    }
  }, [walletDirectoryUrl])

  const { options } = client
  const arranged = useMemo(
    () =>
      directory.status === 'ready'
        ? arrangeWallets(directory.wallets, {
            shown: connectors,
            featuredWalletIds: options.featuredWalletIds,
            includeWalletIds: options.includeWalletIds,
            excludeWalletIds: options.excludeWalletIds,
            isMobile: isMobileDevice(),
          })
        : undefined,
    [directory, connectors, options],
  )
  const list = useMemo(() => {
    if (!arranged) return []
    return searched === ''
      ? [...arranged.recommended, ...arranged.others]
      : searchWallets(arranged.all, searched)
  }, [arranged, searched])
  const { wallets, hasMore } = pageWallets(list, page)

  return (
    <div className="wp-all-wallets">
      <label className="wp-visually-hidden" htmlFor={searchId}>
        {messages.searchWallets}
      </label>
      <input
        id={searchId}
        className="wp-input"
        type="search"
        placeholder={messages.searchWallets}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      {directory.status === 'loading' && <Spinner label={messages.loading} />}
      {directory.status === 'error' && (
        <p className="wp-error" role="alert">
          {directory.message}
        </p>
      )}
      {directory.status === 'ready' && wallets.length === 0 && (
        <p className="wp-notice" role="status">
          {messages.noWalletsFound}
        </p>
      )}
      {/* The grid and its end scroll under the pinned search; the height stays the same while searching. */}
      <div className="wp-wallet-scroll">
        {wallets.length > 0 && (
          <ul className="wp-list wp-wallet-grid" aria-label={messages.wallets}>
            {wallets.map((wallet) => (
              <li key={wallet.id}>
                <button
                  type="button"
                  className="wp-list-item"
                  onClick={() =>
                    chooseWallet(client, {
                      id: wallet.id,
                      name: wallet.name,
                      ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
                    })
                  }
                >
                  <WalletImage
                    id={wallet.id}
                    rdns={wallet.rdns}
                    name={wallet.name}
                    imageUrl={wallet.iconUrl}
                    alt={formatMessage(messages.walletLogo, { name: wallet.name })}
                  />
                  <span className="wp-list-item-name">{wallet.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {hasMore && (
          <LoadMore
            onLoadMore={() => setPaging({ search: searched, page: page + 1 })}
            label={messages.loadMore}
            shown={wallets.length}
          />
        )}
      </div>
    </div>
  )
}
