import { mountWalletPort } from '../shared/WalletPortApp'

mountWalletPort()
