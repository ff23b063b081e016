import { describeNameServerSuite } from '../../test/describeNameServerSuite.js'
import { openPgliteDatabase } from '../db/openPgliteDatabase.js'

describeNameServerSuite('PGlite', async () => {
  const db = await openPgliteDatabase({ schema: 'walletport_names' })
  return { db, cleanup: () => db.close() }
})
