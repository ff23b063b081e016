/** The page's window when there is one (a browser, or jsdom), else undefined (Node, a worker). */
export function pageWindow<W>(): W | undefined {
  const candidate = (globalThis as { window?: { addEventListener?: unknown } }).window
  return typeof candidate?.addEventListener === 'function' ? (candidate as W) : undefined
}
