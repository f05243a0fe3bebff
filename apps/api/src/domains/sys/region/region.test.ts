/**
 * Regions through the real API: city → county → streets, public.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COUNTY } from '../../../seed/content';
import { createTestServer, type TestServer } from '../../../testing/test-server';
import { call } from '../../../testing/api-call';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  // building the database template (first file after a schema or seed change) may take a while
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Area = { code: string; name: string; children?: unknown };

describe('regions', () => {
  it('walks city → county → streets publicly, nodes without children', async () => {
    const city = await call<Area[]>(server, 'GET', '/sys/region/children');
    expect(city.violations).toEqual([]);
    expect(city.json.data).toEqual([{ code: COUNTY.cityCode, name: COUNTY.cityName }]);
    const counties = await call<Area[]>(server, 'GET', `/sys/region/children?parentCode=${COUNTY.cityCode}`);
    expect(counties.json.data).toContainEqual({ code: COUNTY.code, name: COUNTY.name });
    const streets = await call<Area[]>(server, 'GET', `/sys/region/children?parentCode=${COUNTY.code}`);
    const names = streets.json.data!.map((s) => s.name);
    expect(names).toContain('武康街道');
    expect(names).toContain('新市镇');
    expect(streets.json.data!.every((s) => s.code.startsWith(COUNTY.code) && s.children === undefined)).toBe(true);
    expect((await call<Area[]>(server, 'GET', '/sys/region/children?parentCode=110101')).json.data).toEqual([]);
    expect((await call(server, 'GET', '/sys/region/children?parentCode=abc')).status).toBe(400);
  });
});
