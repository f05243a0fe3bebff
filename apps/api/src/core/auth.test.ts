import { describe, expect, it } from 'vitest';

import { signAccessToken, verifyAccessToken } from './auth';

const SECRET = 'unit-test-secret';
const CLAIMS = { sub: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c', userType: 'QY', roles: ['QY'], sid: 'session-1' };

describe('access tokens', () => {
  it('issues distinct tokens for the same session within one second (login, then refresh), each valid', async () => {
    const [a, b] = await Promise.all([signAccessToken(SECRET, CLAIMS, 1800), signAccessToken(SECRET, CLAIMS, 1800)]);
    expect(a).not.toBe(b);
    expect((await verifyAccessToken(SECRET, a)).sub).toBe(CLAIMS.sub);
    expect((await verifyAccessToken(SECRET, b)).sid).toBe(CLAIMS.sid);
  });
});
