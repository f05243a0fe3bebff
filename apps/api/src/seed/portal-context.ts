/** What the demo seeds of the portal domains (issue 6) get from the base demo seed. */
export interface PortalSeedContext {
  /** Demo company ids in the order of `content/companies.ts` (index 0 = the qy account's company). */
  companyIds: readonly string[];
  /** Published demo policy ids in the order of `content/policies.ts`. */
  policyIds: readonly string[];
  /** Demo user ids by user name (admin, yyf, gov, dept, qy, gr, callcenter …). */
  userIds: ReadonlyMap<string, string>;
  /** Demo office ids by office name. */
  officeIds: ReadonlyMap<string, string>;
}
