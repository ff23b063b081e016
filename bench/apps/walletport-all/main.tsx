// Every adapter package that exports a create*Adapter factory when the bench is built (see lib/landedAdapters.mjs).
import { landedAdapters } from 'virtual:landed-adapters'
import { mountWalletPort } from '../shared/WalletPortApp'

mountWalletPort(landedAdapters())
