import type { ConfirmationSummary, FrameUi, PasskeyStep } from '../runtime/FrameUi.js'
import { MIN_PASSPHRASE_LENGTH } from '../wallet/passphrase.js'

type Screen = { element: HTMLElement; cancel(): void }

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties)
  node.append(...children)
  return node
}

/**
 * The frame's own screens, one at a time, in plain DOM (no inline styles or scripts: the page's CSP allows
 * neither). `setVisible` asks the dapp to show or hide the iframe.
 */
export function createDomUi(root: HTMLElement, setVisible: (visible: boolean) => void): FrameUi {
  const queue: (() => void)[] = []
  let current: Screen | undefined
  const confirmations = new Set<() => void>()

  /** Opens `build`'s screen now or after the current one; a screen whose request settled meanwhile is skipped. */
  function show(build: (done: () => void) => Screen, isStale: () => boolean = () => false): void {
    const open = () => {
      if (isStale()) {
        const next = queue.shift()
        if (next) next()
        else setVisible(false)
        return
      }
      let closed = false
      const done = () => {
        if (closed) return
        closed = true
        screen.element.remove()
        current = undefined
        const next = queue.shift()
        if (next) next()
        else setVisible(false)
      }
      const screen = build(done)
      current = screen
      root.replaceChildren(screen.element)
      setVisible(true)
      screen.element.querySelector<HTMLElement>('input, button.primary')?.focus()
    }
    if (current) queue.push(open)
    else open()
  }

  const card = (title: string, body: (Node | string)[], actions: HTMLElement[]) =>
    element('section', { className: 'card' }, [
      element('h1', { textContent: title }),
      ...body,
      element('div', { className: 'actions' }, actions),
    ])

  const askPassphrase = (title: string, intro: string, twice: boolean, retry?: string) =>
    new Promise<string | undefined>((resolve) =>
      show((done) => {
        const first = element('input', {
          type: 'password',
          autocomplete: twice ? 'new-password' : 'current-password',
          placeholder: 'Passphrase',
        })
        const second = element('input', {
          type: 'password',
          autocomplete: 'new-password',
          placeholder: 'Repeat the passphrase',
        })
        const error = element('p', { className: 'error', textContent: retry ?? '' })
        const submit = element('button', { className: 'primary', type: 'submit', textContent: 'Continue' })
        const cancel = element('button', { type: 'button', textContent: 'Cancel' })
        const form = element('form', {}, [
          element('p', { textContent: intro }),
          first,
          ...(twice ? [second] : []),
          error,
          element('div', { className: 'actions' }, [cancel, submit]),
        ])
        form.addEventListener('submit', (event) => {
          event.preventDefault()
          if (twice && first.value.length < MIN_PASSPHRASE_LENGTH) {
            error.textContent = `Use at least ${MIN_PASSPHRASE_LENGTH} characters`
            return
          }
          if (twice && first.value !== second.value) {
            error.textContent = 'The two passphrases differ'
            return
          }
          resolve(first.value)
          done()
        })
        const close = () => {
          resolve(undefined)
          done()
        }
        cancel.addEventListener('click', close)
        return {
          element: element('section', { className: 'card' }, [element('h1', { textContent: title }), form]),
          cancel: close,
        }
      }),
    )

  return {
    confirm: (summary: ConfirmationSummary) =>
      new Promise<boolean>((resolve) => {
        let settled = false
        let closeScreen: (() => void) | undefined
        const settle = (approved: boolean) => {
          if (settled) return
          settled = true
          confirmations.delete(withdraw)
          resolve(approved)
          closeScreen?.()
        }
        const withdraw = () => settle(false)
        confirmations.add(withdraw)
        show(
          (done) => {
            closeScreen = done
            const approve = element('button', {
              className: 'primary',
              type: 'button',
              textContent: 'Approve',
            })
            const reject = element('button', { type: 'button', textContent: 'Reject' })
            approve.addEventListener('click', () => settle(true))
            reject.addEventListener('click', withdraw)
            const rows = element(
              'dl',
              {},
              summary.rows.flatMap((row) => [
                element('dt', { textContent: row.label }),
                element('dd', { textContent: row.value }),
              ]),
            )
            return {
              element: card(
                summary.title,
                [element('p', { className: 'origin', textContent: `Requested by ${summary.dapp}` }), rows],
                [reject, approve],
              ),
              cancel: withdraw,
            }
          },
          () => settled,
        )
      }),
    askNewPassphrase: () =>
      askPassphrase(
        'Protect your wallet',
        'Choose a passphrase. With it you restore this wallet on a new device. Nobody, including this app, can reset it.',
        true,
      ),
    askPassphrase: (retry) =>
      askPassphrase(
        'Restore your wallet',
        'This device is new to your wallet: enter your passphrase.',
        false,
        retry,
      ),
    showPhrase: (words) =>
      new Promise<void>((resolve) =>
        show((done) => {
          const close = element('button', { className: 'primary', type: 'button', textContent: 'Done' })
          const finish = () => {
            list.replaceChildren()
            resolve()
            done()
          }
          close.addEventListener('click', finish)
          const list = element(
            'ol',
            { className: 'phrase' },
            words.map((word) => element('li', { textContent: word })),
          )
          return {
            element: card(
              'Your recovery phrase',
              [
                element('p', {
                  textContent:
                    'Write these words down and keep them offline. Anyone with them controls your wallet.',
                }),
                list,
              ],
              [close],
            ),
            cancel: finish,
          }
        }),
      ),
    passkeyStep: <T>(step: PasskeyStep<T>) =>
      new Promise<{ value: T } | 'alternative' | undefined>((resolve) =>
        show((done) => {
          const error = element('p', { className: 'error' })
          error.setAttribute('role', 'alert')
          const go = element('button', { className: 'primary', type: 'button', textContent: step.action })
          const cancel = element('button', { type: 'button', textContent: 'Cancel' })
          const other = step.alternative
            ? element('button', { type: 'button', textContent: step.alternative })
            : undefined
          const settle = (outcome: { value: T } | 'alternative' | undefined) => {
            resolve(outcome)
            done()
          }
          // run() starts inside the click: a popup or a WebAuthn prompt needs the user's gesture.
          go.addEventListener('click', () => {
            go.disabled = true
            error.textContent = ''
            step.run().then(
              (value) => settle({ value }),
              (failure: unknown) => {
                error.textContent =
                  failure instanceof Error ? failure.message : 'The passkey could not be used'
                go.disabled = false
              },
            )
          })
          cancel.addEventListener('click', () => settle(undefined))
          other?.addEventListener('click', () => settle('alternative'))
          return {
            element: card(
              step.title,
              [element('p', { textContent: step.intro }), error],
              [cancel, ...(other ? [other] : []), go],
            ),
            cancel: () => settle(undefined),
          }
        }),
      ),
    cancelConfirmations() {
      for (const withdraw of [...confirmations]) withdraw()
    },
  }
}
