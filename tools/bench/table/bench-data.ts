/**
 * The benchmark's rows: 9000 companies (the show-all page size of seeds 001 §9). Shared by the
 * page (types, column names) and the server script (`run.mjs` builds the same rows in JS).
 */
export const BENCH_ROWS = 9000;
/** The list path the page asks for (POST, like the workbench's lists). */
export const BENCH_URL = '/bench/company/list';

/** One benchmark row. */
export interface BenchCompany {
  id: string;
  companyName: string;
  creditCode: string;
  legalPerson: string;
  phone: string;
  address: string;
  createTime: string;
}
