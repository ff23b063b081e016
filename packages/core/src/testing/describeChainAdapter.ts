import { parseUnits } from '../adapter/parseUnits.js'
import type { AdapterConnection, ChainAdapter, HistoryEntry, TransactionReceipt } from '../adapter/types.js'
import { InvalidAddressError } from '../errors/adapter.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import type { Network } from '../networks/types.js'
import type { ChainAdapterFixtures } from './ChainAdapterFixtures.js'
import {
  type ContractCheck,
  type ContractCheckContext,
  checkAccountEventsKeepFlowing,
  checkForeignSigningRefused,
  checkNetworkEventsKeepFlowing,
  checkNoEventAfterDisconnect,
  checkSwitchReachedWallet,
  checkUncheckedAccountsRefused,
  checkWalletDisconnectHeard,
} from './contractChecks.js'
import { eventually } from './eventually.js'

// Jest's globals, declared rather than imported: this file ships in the package and only runs inside a test
// file, where jest provides them. The shapes below are the part of jest's API the suite uses.
interface Matchers<R> {
  toBe(expected: unknown): R
  toContain(expected: unknown): R
  toBeDefined(): R
  toBeUndefined(): R
  toBeNull(): R
  toBeInstanceOf(expected: abstract new (...args: never[]) => unknown): R
  toBeGreaterThanOrEqual(expected: number | bigint): R
}
declare const describe: (name: string, body: () => void) => void
declare const it: ((name: string, body: () => Promise<void>, timeout?: number) => void) & {
  skip(name: string, body: () => Promise<void>): void
}
declare const beforeAll: (body: () => Promise<void>, timeout?: number) => void
declare const afterAll: (body: () => Promise<void>, timeout?: number) => void
declare const expect: (actual: unknown) => Matchers<void> & { not: Matchers<void> }

interface Transfer {
  sender: string
  hash: string
  receipt: TransactionReceipt
  senderPaid: bigint
  recipientGained: bigint
}

const MESSAGE = 'WalletPort contract suite: sign-in ✓'
const HISTORY_PAGE_LIMIT = 20
/** How long a wallet event may trail the call that caused it. */
const EVENT_GRACE_MS = 1_000

/** Fails with a clear message when `run` throws instead of returning a rejected promise, or when it resolves. */
async function rejectionOf(method: string, run: () => Promise<unknown>): Promise<unknown> {
  let promise: Promise<unknown>
  try {
    promise = run()
  } catch (error) {
    throw new Error(`${method} threw synchronously; it must return a rejected promise`, { cause: error })
  }
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error(`${method} resolved; it was expected to reject`)
}

/**
 * The same signature with its middle character replaced by another from its second half, so the result stays in
 * the encoding's alphabet (hex, base58, base64) whatever prefix ('0x') it carries.
 */
function tamper(signature: string): string {
  const index = Math.floor(signature.length / 2)
  const original = signature[index]
  const replacement = [...new Set(signature.slice(index))].find(
    (char) => char !== original && /[0-9A-Za-z]/.test(char),
  )
  if (replacement === undefined) throw new Error(`Cannot tamper with signature "${signature}"`)
  return signature.slice(0, index) + replacement + signature.slice(index + 1)
}

/**
 * The `ChainAdapter` contract as a jest suite: an adapter, ours or a third party's, calls this in one of its
 * test files, against a real (local) chain and a test wallet it can steer:
 *
 *   describeChainAdapter('my chain', () => createMyAdapter({ networks }), { network, connectorId, … })
 *
 * `makeAdapter` is called once; `init` runs with no endpoints, then `fixtures.beforeConnect`. The tests share
 * that adapter and run in order (jest's default within a file); each connects first when it needs to. The
 * wallet is set back to 'approve' after every test that changes it, and disconnected at the end.
 */
export function describeChainAdapter(
  name: string,
  makeAdapter: () => Promise<ChainAdapter> | ChainAdapter,
  fixtures: ChainAdapterFixtures,
): void {
  const { network, otherNetwork, connectorId, recipient, amount, invalidAddress, wallet } = fixtures
  const timeout = fixtures.timeoutMs ?? 30_000
  const title = otherNetwork
    ? `${name}: ChainAdapter contract`
    : `${name}: ChainAdapter contract (switchNetwork not tested: no otherNetwork fixture)`

  describe(title, () => {
    let made: ChainAdapter | undefined
    let connection: AdapterConnection | null = null
    let signature: Promise<string> | undefined
    let transfer: Promise<Transfer> | undefined

    function adapter(): ChainAdapter {
      if (!made) throw new Error('makeAdapter or init failed (see beforeAll)')
      return made
    }

    async function connectedAddress(): Promise<string> {
      if (!connection) {
        await wallet.setBehavior('approve')
        connection = await adapter().connect({ connectorId, network })
      }
      const account = connection.accounts[0]
      if (!account) throw new Error('connect returned no account')
      return account.address
    }

    async function withBehavior<T>(behavior: 'approve' | 'reject', run: () => Promise<T>): Promise<T> {
      await wallet.setBehavior(behavior)
      try {
        return await run()
      } finally {
        await wallet.setBehavior('approve')
      }
    }

    function signedMessage(): Promise<string> {
      signature ??= connectedAddress().then((address) =>
        adapter().signMessage({ message: MESSAGE, address, network }),
      )
      return signature
    }

    async function balanceOf(address: string): Promise<bigint> {
      return (await adapter().getBalance({ address, network })).value
    }

    function sentTransfer(): Promise<Transfer> {
      transfer ??= (async () => {
        const sender = await connectedAddress()
        const senderBefore = await balanceOf(sender)
        const recipientBefore = await balanceOf(recipient)
        const { hash } = await adapter().sendTransaction({ network, to: recipient, value: amount })
        const receipt = await adapter().waitForTransaction({ hash, network })
        // A node may serve balances from a slightly older state than the one that confirmed the receipt.
        const recipientAfter = await eventually(
          async () => {
            const value = await balanceOf(recipient)
            if (value === recipientBefore) throw new Error(`${recipient}'s balance did not change`)
            return value
          },
          { timeoutMs: Math.min(5_000, timeout / 4) },
        ).catch(() => balanceOf(recipient))
        const senderAfter = await balanceOf(sender)
        return {
          sender,
          hash,
          receipt,
          senderPaid: senderBefore - senderAfter,
          recipientGained: recipientAfter - recipientBefore,
        }
      })()
      return transfer
    }

    /** Pages through the history (at most HISTORY_PAGE_LIMIT pages), failing on a repeated id. */
    async function historyOf(address: string): Promise<HistoryEntry[]> {
      const getHistory = adapter().getHistory
      if (!getHistory) throw new Error('getHistory is not implemented although supportsHistory is true')
      const entries: HistoryEntry[] = []
      const ids = new Set<string>()
      let cursor: string | undefined
      for (let page = 0; page < HISTORY_PAGE_LIMIT; page++) {
        const { data, next } = await getHistory.call(adapter(), { address, network, cursor })
        for (const entry of data) {
          if (ids.has(entry.id)) throw new Error(`History entry ${entry.id} came twice (page ${page + 1})`)
          ids.add(entry.id)
          entries.push(entry)
        }
        if (next === undefined) break
        cursor = next
      }
      return entries
    }

    async function switchTo(target: Network): Promise<void> {
      const address = await connectedAddress()
      const announced: string[] = []
      const unsubscribe = adapter().on('networkChanged', (caipNetworkId) => announced.push(caipNetworkId))
      try {
        await adapter().switchNetwork({ network: target })
        await eventually(
          () => {
            if (!announced.includes(target.caipNetworkId)) throw new Error('no networkChanged yet')
          },
          { timeoutMs: EVENT_GRACE_MS },
        ).catch(() => undefined)
      } finally {
        unsubscribe()
      }
      if (announced.length > 0) expect(announced.at(-1)).toBe(target.caipNetworkId)
      if (fixtures.walletNetwork) await checkSwitchReachedWallet(fixtures, target)
      const balance = await adapter().getBalance({ address, network: target })
      expect(balance.symbol).toBe(target.nativeCurrency.symbol)
      expect(balance.decimals).toBe(target.nativeCurrency.decimals)
    }

    const context: ContractCheckContext = {
      get adapter() {
        return adapter()
      },
      fixtures,
      connectedAddress,
      forgetConnection: () => {
        connection = null
      },
      timeoutMs: Math.min(10_000, timeout / 2),
    }

    /** A check of contractChecks.ts as a test, or a skipped test saying which fixture it needs. */
    function itChecks(title: string, check: ContractCheck, missing: string | undefined): void {
      if (missing) it.skip(`${title} (not tested: no ${missing} fixture)`, async () => {})
      else it(title, () => withBehavior('approve', () => check(context)), timeout)
    }

    beforeAll(async () => {
      made = await makeAdapter()
      await made.init({ endpoints: {} })
      await fixtures.beforeConnect?.()
    }, timeout)

    afterAll(async () => {
      await wallet.setBehavior('approve')
      await made?.disconnect()
    }, timeout)

    it(
      'discovery lists the test wallet connector after init',
      async () => {
        await eventually(
          () =>
            expect(
              adapter()
                .getConnectors()
                .map((connector) => connector.id),
            ).toContain(connectorId),
          { timeoutMs: Math.min(5_000, timeout / 2) },
        )
      },
      timeout,
    )

    it(
      'connect returns valid accounts on the caipNetworkId of the network asked for',
      async () => {
        const result = await withBehavior('approve', () => adapter().connect({ connectorId, network }))
        connection = result
        expect(result.connectorId).toBe(connectorId)
        expect(result.caipNetworkId).toBe(network.caipNetworkId)
        expect(result.accounts.length).toBeGreaterThanOrEqual(1)
        for (const { address } of result.accounts) await adapter().validateAddress({ address, network })
      },
      timeout,
    )

    it(
      'getProvider is defined while connected',
      async () => {
        await connectedAddress()
        expect(adapter().getProvider()).toBeDefined()
      },
      timeout,
    )

    it(
      'reconnect after connect restores the same account without prompting (the wallet rejects every prompt)',
      async () => {
        const address = await connectedAddress()
        const restored = await withBehavior('reject', () => adapter().reconnect({ connectorId, network }))
        expect(restored).not.toBeNull()
        expect(restored?.accounts[0]?.address).toBe(address)
        expect(restored?.caipNetworkId).toBe(network.caipNetworkId)
        connection = restored
      },
      timeout,
    )

    it(
      'disconnect ends the authorisation: reconnect afterwards returns null',
      async () => {
        await connectedAddress()
        await adapter().disconnect()
        connection = null
        expect(await adapter().reconnect({ connectorId, network })).toBeNull()
      },
      timeout,
    )

    it(
      "getBalance reports the network's native currency, formatted equal to value scaled by decimals",
      async () => {
        const balance = await adapter().getBalance({ address: await connectedAddress(), network })
        expect(typeof balance.value).toBe('bigint')
        expect(balance.decimals).toBe(network.nativeCurrency.decimals)
        expect(balance.symbol).toBe(network.nativeCurrency.symbol)
        expect(parseUnits(balance.formatted, balance.decimals)).toBe(balance.value)
      },
      timeout,
    )

    it(
      'verifyMessage accepts the signature signMessage made',
      async () => {
        const address = await connectedAddress()
        const signed = await signedMessage()
        expect(await adapter().verifyMessage({ message: MESSAGE, signature: signed, address, network })).toBe(
          true,
        )
      },
      timeout,
    )

    it(
      'verifyMessage refuses the signature for another message',
      async () => {
        const address = await connectedAddress()
        const signed = await signedMessage()
        const other = `${MESSAGE} (altered)`
        expect(await adapter().verifyMessage({ message: other, signature: signed, address, network })).toBe(
          false,
        )
      },
      timeout,
    )

    it(
      'verifyMessage refuses a tampered signature',
      async () => {
        const address = await connectedAddress()
        const tampered = tamper(await signedMessage())
        expect(
          await adapter().verifyMessage({ message: MESSAGE, signature: tampered, address, network }),
        ).toBe(false)
      },
      timeout,
    )

    it(
      'signMessage rejected in the wallet fails with an error isUserRejection recognises',
      async () => {
        const address = await connectedAddress()
        const error = await withBehavior('reject', () =>
          rejectionOf('signMessage', () => adapter().signMessage({ message: MESSAGE, address, network })),
        )
        expect(isUserRejection(error)).toBe(true)
      },
      timeout,
    )

    it(
      'sendTransaction then waitForTransaction: success, the recipient gains exactly amount, the sender pays amount + fee',
      async () => {
        const { hash, receipt, senderPaid, recipientGained } = await sentTransfer()
        expect(receipt.status).toBe('success')
        expect(receipt.hash).toBe(hash)
        expect(recipientGained).toBe(amount)
        if (receipt.fee !== undefined) expect(senderPaid).toBe(amount + receipt.fee)
        fixtures.expectedFee?.(receipt)
      },
      timeout,
    )

    if (fixtures.supportsHistory) {
      it(
        "getHistory lists the sent transaction by its hash in the sender's history",
        async () => {
          const { sender, hash } = await sentTransfer()
          // Indexers may trail the chain by a few blocks.
          await eventually(
            async () => expect((await historyOf(sender)).map((entry) => entry.metadata.hash)).toContain(hash),
            { timeoutMs: timeout / 2, intervalMs: 1_000 },
          )
        },
        timeout,
      )

      it(
        'getHistory paging via next never repeats an id',
        async () => {
          const { sender } = await sentTransfer()
          const entries = await historyOf(sender)
          expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length)
        },
        timeout,
      )
    } else {
      it(
        'getHistory is not implemented, so core answers MethodNotSupportedError',
        async () => {
          expect(adapter().getHistory).toBeUndefined()
        },
        timeout,
      )
    }

    if (otherNetwork) {
      const walletSide = fixtures.walletNetwork
        ? ', and the wallet is on it'
        : ' (the wallet side not tested: no walletNetwork fixture)'
      describe(`switchNetwork between ${network.name} and ${otherNetwork.name}`, () => {
        it(
          `switchNetwork to otherNetwork: networkChanged carries its caipNetworkId and getBalance works there${walletSide}`,
          () => switchTo(otherNetwork),
          timeout,
        )

        it(
          `switchNetwork back to network: networkChanged carries its caipNetworkId${walletSide}`,
          () => switchTo(network),
          timeout,
        )
      })
    }

    it(
      'validateAddress throws (or rejects with) InvalidAddressError naming the invalid address',
      async () => {
        let thrown: unknown
        try {
          await adapter().validateAddress({ address: invalidAddress, network })
        } catch (error) {
          thrown = error
        }
        expect(thrown).toBeInstanceOf(InvalidAddressError)
        expect((thrown as InvalidAddressError).message).toContain(invalidAddress)
      },
      timeout,
    )

    it(
      'sendTransaction to an invalid address rejects',
      async () => {
        await connectedAddress()
        const error = await rejectionOf('sendTransaction', () =>
          adapter().sendTransaction({ network, to: invalidAddress, value: amount }),
        )
        expect(error).toBeInstanceOf(Error)
      },
      timeout,
    )
    const events = fixtures.walletEvents
    itChecks(
      'signMessage for an address that is not connected is refused',
      checkForeignSigningRefused,
      undefined,
    )
    itChecks(
      "the wallet's account changes keep reaching listeners (two in a row: no going deaf after the first)",
      checkAccountEventsKeepFlowing,
      events?.accountsChanged ? undefined : 'walletEvents.accountsChanged',
    )
    itChecks(
      'an account the wallet sends that validateAddress refuses never reaches listeners',
      checkUncheckedAccountsRefused,
      events?.accountsChanged ? undefined : 'walletEvents.accountsChanged',
    )
    itChecks(
      "the wallet's chain changes reach listeners as networkChanged (there and back)",
      checkNetworkEventsKeepFlowing,
      !otherNetwork ? 'otherNetwork' : events?.chainChanged ? undefined : 'walletEvents.chainChanged',
    )
    itChecks(
      'after disconnect no wallet event reaches listeners until the next connect',
      checkNoEventAfterDisconnect,
      events?.accountsChanged ? undefined : 'walletEvents.accountsChanged',
    )
    itChecks(
      "the wallet's own disconnect reaches listeners",
      checkWalletDisconnectHeard,
      events?.disconnect ? undefined : 'walletEvents.disconnect',
    )
  })
}
