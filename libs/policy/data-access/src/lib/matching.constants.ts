/**
 * Constants of the policy-service lists, in a module of their own: the route validators (in the
 * app's first load) need them without the label tables of `matching.types.ts`.
 */

/** Page size of the calculator, simulation and declaration-project lists (seeds 001 §9 lists of 10). */
export const MATCH_PAGE_SIZE = 10;
