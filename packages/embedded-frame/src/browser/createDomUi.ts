import type { FrameScreen } from '@walletport/embedded/protocol'
import {
  type FrameLocale,
  frameLocaleDirection,
  loadFrameMessages,
  resolveFrameLocale,
} from '../i18n/frameLocales.js'
import { type FrameMessages, frameMessages } from '../i18n/frameMessages.js'
import { formatFrameMessage, localizeFrameText } from '../i18n/localizeFrameText.js'
import type { ConfirmationSummary, FrameUi, PasskeyStep } from '../runtime/FrameUi.js'
import { MIN_PASSPHRASE_LENGTH } from '../wallet/passphrase.js'

type Screen = { element: HTMLElement; cancel(): void }

/** What the dapp is told: whether to show the frame, which screen it shows and the height of its content. */
export interface FrameScreenState {
  visible: boolean
  screen?: FrameScreen
  height?: number
}

export interface DomUi extends FrameUi {
  /** The modal's locale (a BCP 47 tag), else the browser's languages: the next screens speak it. */
  setLocale(tag: string | undefined): Promise<void>
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties)
  node.append(...children)
  return node
}

/** Texts of a confirmation's rows the runtime gives in English and the frame translates (addresses stay as they are). */
const TRANSLATED_VALUES = ['newContract', 'nativeCoinAmount', 'byteCount'] as const

/**
 * The frame's own screens, one at a time, in plain DOM (no inline styles or scripts: the page's CSP allows
 * neither), in the modal's locale. `report` asks the dapp to show or hide the iframe, names the screen and gives the
 * content's height whenever it changes, so the dapp sizes the iframe to it.
 */
export function createDomUi(root: HTMLElement, report: (state: FrameScreenState) => void): DomUi {
  const queue: (() => void)[] = []
  let current: (Screen & { kind: FrameScreen }) | undefined
  let messages: FrameMessages = frameMessages
  const confirmations = new Set<() => void>()
  const text = (english: string) => localizeFrameText(english, messages)

  let lastHeight = 0
  const resized = new ResizeObserver(() => {
    if (!current) return
    const height = Math.ceil(current.element.getBoundingClientRect().height)
    if (height === lastHeight || height < 1) return
    lastHeight = height
    report({ visible: true, screen: current.kind, height })
  })

  function applyLocale(locale: FrameLocale) {
    document.documentElement.lang = locale
    document.documentElement.dir = frameLocaleDirection(locale)
  }
  applyLocale(resolveFrameLocale(navigator.languages ?? [navigator.language]))
  let localeRequest = 0

  /** Opens `build`'s screen now or after the current one; a screen whose request settled meanwhile is skipped. */
  function show(
    kind: FrameScreen,
    build: (done: () => void) => Screen,
    isStale: () => boolean = () => false,
  ): void {
    const next = () => {
      const following = queue.shift()
      if (following) following()
      else report({ visible: false })
    }
    const open = () => {
      if (isStale()) return next()
      let closed = false
      const done = () => {
        if (closed) return
        closed = true
        resized.unobserve(screen.element)
        screen.element.remove()
        current = undefined
        next()
      }
      const screen = build(done)
      current = { ...screen, kind }
      root.replaceChildren(screen.element)
      // A hidden iframe lays nothing out (height 0): the observer sends the height once the dapp shows it.
      lastHeight = Math.ceil(screen.element.getBoundingClientRect().height)
      report({ visible: true, screen: kind, ...(lastHeight > 0 ? { height: lastHeight } : {}) })
      resized.observe(screen.element)
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

  const askPassphrase = (kind: 'createPassphrase' | 'enterPassphrase', retry?: string) =>
    new Promise<string | undefined>((resolve) =>
      show(kind, (done) => {
        const twice = kind === 'createPassphrase'
        const first = element('input', {
          type: 'password',
          autocomplete: twice ? 'new-password' : 'current-password',
          placeholder: messages.passphrase,
        })
        first.setAttribute('aria-label', messages.passphrase)
        const second = element('input', {
          type: 'password',
          autocomplete: 'new-password',
          placeholder: messages.repeatPassphrase,
        })
        second.setAttribute('aria-label', messages.repeatPassphrase)
        const error = element('p', { className: 'error', textContent: retry ? text(retry) : '' })
        error.setAttribute('role', 'alert')
        const submit = element('button', {
          className: 'primary',
          type: 'submit',
          textContent: messages.continue,
        })
        const cancel = element('button', { type: 'button', textContent: messages.cancel })
        const form = element('form', {}, [
          element('p', { textContent: twice ? messages.createPassphraseText : messages.enterPassphraseText }),
          first,
          ...(twice ? [second] : []),
          error,
          element('div', { className: 'actions' }, [cancel, submit]),
        ])
        form.addEventListener('submit', (event) => {
          event.preventDefault()
          if (twice && first.value.length < MIN_PASSPHRASE_LENGTH) {
            error.textContent = formatFrameMessage(messages.passphraseTooShort, {
              count: MIN_PASSPHRASE_LENGTH,
            })
            return
          }
          if (twice && first.value !== second.value) {
            error.textContent = messages.passphrasesDiffer
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
        const title = twice ? messages.createPassphraseTitle : messages.enterPassphraseTitle
        return {
          element: element('section', { className: 'card' }, [element('h1', { textContent: title }), form]),
          cancel: close,
        }
      }),
    )

  return {
    async setLocale(tag) {
      const request = ++localeRequest
      const locale = resolveFrameLocale([tag, ...(navigator.languages ?? [navigator.language])])
      const loaded = await loadFrameMessages(locale)
      if (request !== localeRequest) return
      messages = loaded
      applyLocale(locale)
    },
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
          'confirm',
          (done) => {
            closeScreen = done
            const approve = element('button', {
              className: 'primary',
              type: 'button',
              textContent: messages.approve,
            })
            const reject = element('button', { type: 'button', textContent: messages.reject })
            approve.addEventListener('click', () => settle(true))
            reject.addEventListener('click', withdraw)
            const rows = element(
              'dl',
              {},
              summary.rows.flatMap((row) => [
                element('dt', { textContent: text(row.label) }),
                element('dd', { textContent: localizeFrameText(row.value, messages, TRANSLATED_VALUES) }),
              ]),
            )
            return {
              element: card(
                text(summary.title),
                [
                  element('p', {
                    className: 'origin',
                    textContent: formatFrameMessage(messages.requestedBy, { dapp: summary.dapp }),
                  }),
                  rows,
                ],
                [reject, approve],
              ),
              cancel: withdraw,
            }
          },
          () => settled,
        )
      }),
    askNewPassphrase: () => askPassphrase('createPassphrase'),
    askPassphrase: (retry) => askPassphrase('enterPassphrase', retry),
    showPhrase: (words) =>
      new Promise<void>((resolve) =>
        show('recoveryPhrase', (done) => {
          const close = element('button', {
            className: 'primary',
            type: 'button',
            textContent: messages.done,
          })
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
          list.dir = 'ltr'
          return {
            element: card(
              messages.recoveryPhraseTitle,
              [element('p', { textContent: messages.recoveryPhraseText }), list],
              [close],
            ),
            cancel: finish,
          }
        }),
      ),
    passkeyStep: <T>(step: PasskeyStep<T>) =>
      new Promise<{ value: T } | 'alternative' | undefined>((resolve) =>
        show(step.alternative ? 'restorePasskey' : 'addPasskey', (done) => {
          const error = element('p', { className: 'error' })
          error.setAttribute('role', 'alert')
          const go = element('button', {
            className: 'primary',
            type: 'button',
            textContent: text(step.action),
          })
          const cancel = element('button', { type: 'button', textContent: messages.cancel })
          const other = step.alternative
            ? element('button', { type: 'button', textContent: text(step.alternative) })
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
                error.textContent = failure instanceof Error ? text(failure.message) : messages.passkeyFailed
                go.disabled = false
              },
            )
          })
          cancel.addEventListener('click', () => settle(undefined))
          other?.addEventListener('click', () => settle('alternative'))
          return {
            element: card(
              text(step.title),
              [element('p', { textContent: text(step.intro) }), error],
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
