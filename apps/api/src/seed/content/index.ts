/** Demo seed content: plain data, inserted by the seeder only in demo mode on an empty database. */
export { demoPolicies, type DemoPolicy } from './policies';
export { demoCompanies, type DemoCompany } from './companies';
export { demoDicts, type DemoDict } from './dicts';
export { loadCountyRegions, COUNTY, type RegionRow } from './regions';
export { makeCreditCode, isValidCreditCode } from './credit-code';
export { demoOffices, type DemoOffice } from './offices';
