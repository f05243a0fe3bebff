import { describe, expect, it } from 'vitest';

import { pageTitle } from './navigation';

describe('pageTitle (seeds 000 §2)', () => {
  it('is the route title plus the service-centre name', () => {
    expect(pageTitle('政策超市', '/page/policymarket/index', '德清县企业综合服务中心')).toBe('政策超市-德清县企业综合服务中心');
  });

  it('has no suffix on the commercial-law page', () => {
    expect(pageTitle('商事法律服务', '/page/commercialLaw', '德清县企业综合服务中心')).toBe('商事法律服务');
  });

  it('falls back to the service-centre name', () => {
    expect(pageTitle(undefined, '/x', '德清县企业综合服务中心')).toBe('德清县企业综合服务中心');
  });
});
