import { openPgliteDatabase } from './db/openPgliteDatabase.js'
import { describeServerSuite } from './testing/describeServerSuite.js'

describeServerSuite('PGlite', async () => {
  const db = await openPgliteDatabase({ schema: 'walletport_embedded' })
  return { db, cleanup: () => db.close() }
})
