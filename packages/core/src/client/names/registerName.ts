import { NoActiveCaipAddressError } from '../../errors/internal.js'
import { MethodNotSupportedError } from '../../errors/methodNotSupported.js'
import { NameRegistrationError } from '../../errors/names.js'
import { validateAccountName } from '../../schemas/validateAccountName.js'
import type { ClientContext } from '../context.js'
import { updateChain } from '../context.js'
import { getAccountTarget } from '../data/getAccountTarget.js'
import type { ModalState } from '../state.js'
import { signMessage } from '../wallet/signMessage.js'
import { nameCacheKeys } from './constants.js'
import { getCoinType } from './getCoinType.js'
import { getNameService } from './getNameService.js'

function toSuccessView(modal: ModalState, name: string): ModalState {
  return {
    ...modal,
    view: 'RegisterAccountNameSuccess',
    history: [...modal.history, 'RegisterAccountNameSuccess'],
    data: { ...modal.data, registerAccountName: name },
  }
}

function backToRegisterView(modal: ModalState, name: string): ModalState {
  const history =
    modal.history.at(-1) === 'RegisterAccountNameSuccess' ? modal.history.slice(0, -1) : modal.history
  return {
    ...modal,
    view: 'RegisterAccountName',
    history: history.at(-1) === 'RegisterAccountName' ? history : [...history, 'RegisterAccountName'],
    data: { ...modal.data, registerAccountName: name },
  }
}

/**
 * Registers `name` for the active account: shows the success view, signs
 * `{"name","attributes":{},"timestamp":<seconds>}` with the wallet, registers it with the app's name service and
 * sets the profile name (the name as the service recorded it). On failure goes back to the register view and
 * throws 'Error registering name {name}' with the cause. Invalid names, a missing service or account, and a
 * namespace the service does not serve are refused before any of that.
 */
export async function registerName(context: ClientContext, name: string): Promise<void> {
  validateAccountName(name)
  const service = getNameService(context)
  const target = getAccountTarget(context)
  if (!target) throw new NoActiveCaipAddressError()
  const { address, network, namespace } = target
  if (!service.namespaces.includes(namespace)) {
    throw new MethodNotSupportedError({ method: 'registerName', namespace })
  }
  const coinType = getCoinType(network)

  context.store.setState((state) => ({ ...state, modal: toSuccessView(state.modal, name) }))
  try {
    const message = JSON.stringify({
      name,
      attributes: {},
      timestamp: Math.floor(context.platform.now() / 1000),
    })
    const signature = await signMessage(context, { message, namespace })
    const record = await service.register({ name, address, coinType, message, signature })
    context.cache.delete(nameCacheKeys.lookup(name))
    context.cache.delete(nameCacheKeys.reverseLookup(address))
    updateChain(context, namespace, (chain) =>
      chain.accountState.address === address
        ? { ...chain, accountState: { ...chain.accountState, profileName: record.name } }
        : chain,
    )
  } catch (cause) {
    context.store.setState((state) => ({ ...state, modal: backToRegisterView(state.modal, name) }))
    throw new NameRegistrationError({ name, cause })
  }
}
