import type { WalletIcon } from '@wallet-standard/base'

/** The Wallet Standard icon of the WalletConnect wallet when the app gives no data-URI `imageUrl` (a plain link glyph). */
export const walletConnectIcon: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzNiOTlmYyIvPjxwYXRoIGQ9Ik05IDEzLjVjMy45LTMuOCAxMC4xLTMuOCAxNCAwTTExLjUgMTYuNWMyLjUtMi40IDYuNS0yLjQgOSAwTTE0IDE5LjVjMS4xLTEgMi45LTEgNCAwIiBmaWxsPSJub25lIiBzdHJva2U9IiNmZmYiIHN0cm9rZS13aWR0aD0iMiIgc3Ryb2tlLWxpbmVjYXA9InJvdW5kIi8+PC9zdmc+'
