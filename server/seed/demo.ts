import { hashPassword } from '../auth/passwords';
import { inTransaction, row, type Db } from '../db/pool';
import { seedAccounts } from './seedAccounts';
import { seedCatalogue } from './seedCatalogue';
import { seedOrganizations } from './seedOrganizations';
import { seedRequests } from './seedRequests';
import { seedSubmissions, seedValidations } from './seedSoftwareSets';
import { random, type SeedLab } from './seedSupport';

/**
 * Seeds the demo lab when the database has no users yet. Returns whether it seeded.
 * One transaction: a failed seed leaves the database empty, and the next start tries again.
 * The parts run in this order on one random sequence, so every fresh lab is the same lab.
 */
export async function seedDemoIfEmpty(
  db: Db,
  demoPassword: string,
  now = new Date(),
): Promise<boolean> {
  const existing = await row<{ n: number }>(db, 'SELECT count(*) AS n FROM users');
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  await inTransaction(db, async (client) => {
    const rnd = random(20261122);
    const catalogue = await seedCatalogue(client, rnd);
    const { roleIds, users } = await seedAccounts(client, rnd, {
      manufacturerIds: catalogue.manufacturerIds,
      passwordHash,
      now,
    });
    const lab: SeedLab = {
      ...catalogue,
      rnd,
      now,
      users,
      ...(await seedOrganizations(client, { roleIds, users })),
    };
    const submissions = await seedSubmissions(client, lab);
    await seedRequests(client, lab, submissions);
    await seedValidations(client, lab);
  });
  return true;
}
