import { describeNameServerSuite } from '../../test/describeNameServerSuite.js'
import { createTestPostgres } from '../../test/openTestPostgres.js'

describeNameServerSuite('PostgreSQL', async () => {
  const postgres = createTestPostgres()
  const db = await postgres.open()
  return {
    db,
    async cleanup() {
      await db.close()
      await postgres.drop()
    },
  }
})
