/** Demo content of technology service: results, institutes, experts, technical needs (seeds 000 §2 techService). */
import type { Db } from '../client';
import type { PortalSeedContext } from './portal-context';

/** Writes the demo content; runs once, inside the demo seed's transaction. @returns counts for the start-up summary. */
export async function seedTechDemo(db: Db, ctx: PortalSeedContext): Promise<Record<string, number>> {
  void db;
  void ctx;
  return {};
}
