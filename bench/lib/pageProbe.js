// Runs in the page before its scripts (an init script). Finds, by polling every few ms, the connect button
// (a visible element whose own text is "Connect Wallet"/"Connect", shadow DOMs included) and, after a click,
// the wallet list (a visible element whose own text is the test wallet's name). Times are performance.now(),
// i.e. milliseconds since navigation start; the click time is the click event's own timeStamp.
;(() => {
  const probe = { buttonAt: undefined, clickAt: undefined, listAt: undefined, connectedAt: undefined }
  window.__WP_PROBE__ = probe
  function* walk(root) {
    for (const el of root.querySelectorAll('*')) {
      yield el
      if (el.shadowRoot) yield* walk(el.shadowRoot)
    }
  }
  const visible = (el) => {
    const rect = el.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) return false
    return el.checkVisibility ? el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) : true
  }
  const findByOwnText = (test) => {
    for (const el of walk(document)) {
      for (const node of el.childNodes) {
        if (node.nodeType === 3 && test(node.data.trim()) && visible(el)) return el
      }
    }
    return null
  }
  const isConnectLabel = (text) => text === 'Connect Wallet' || text === 'Connect'
  const isWalletName = (text) => text === 'WalletPort Test Wallet'
  // Anvil's first account, shortened in whatever way each UI does it.
  const isAddress = (text) => /^0x[fF]3/.test(text) && /2266$/.test(text)
  const poll = () => {
    const now = performance.now()
    if (probe.buttonAt === undefined) {
      const button = findByOwnText(isConnectLabel)
      if (button) {
        probe.buttonAt = now
        window.__WP_BUTTON__ = button
      }
    }
    if (probe.clickAt !== undefined && probe.listAt === undefined) {
      const entry = findByOwnText(isWalletName)
      if (entry) {
        probe.listAt = now
        window.__WP_ENTRY__ = entry
      }
    }
    if (probe.watchConnected && probe.connectedAt === undefined && findByOwnText(isAddress)) probe.connectedAt = now
    const waiting =
      probe.buttonAt === undefined ||
      (probe.clickAt !== undefined && probe.listAt === undefined) ||
      (probe.watchConnected && probe.connectedAt === undefined)
    if (waiting) setTimeout(poll, 2)
    else probe.idle = true
  }
  probe.restart = () => {
    if (probe.idle) {
      probe.idle = false
      setTimeout(poll, 0)
    }
  }
  window.addEventListener(
    'click',
    (event) => {
      if (probe.clickAt === undefined) {
        probe.clickAt = event.timeStamp
        probe.restart()
      }
    },
    true,
  )
  setTimeout(poll, 0)
})()
