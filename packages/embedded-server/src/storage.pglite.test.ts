import { describeServerSuite } from '../test/describeServerSuite.js'
import { openPgliteDatabase } from './db/openPgliteDatabase.js'

describeServerSuite('PGlite', async () => {
  const db = await openPgliteDatabase({ schema: 'walletport_embedded' })
  return { db, cleanup: () => db.close() }
})
