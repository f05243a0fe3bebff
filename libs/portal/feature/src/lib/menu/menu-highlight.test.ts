import { describe, expect, it } from 'vitest';

import { activeMenuKey, highlightPath } from './menu-highlight';
import { MAIN_MENU } from './portal-links';

describe('highlightPath (seeds 000 §2 "Detail routes highlight a parent menu entry")', () => {
  it.each([
    ['/page/policymarket/details', '/page/policymarket/index'],
    ['/page/industryinfodetails', '/page/industryinfo'],
    ['/page/propagandaDetails', '/page/propaganda'],
    ['/page/propagandaEventsList', '/page/propaganda'],
    ['/page/sdmarketdetail1', '/page/sdmarket'],
    ['/page/sdmarketdetail2', '/page/sdmarket'],
    ['/page/techService', '/page/techService'],
    ['/page/techService/resultList', '/page/techService'],
    ['/page/techServiceexpertdetails', '/page/techService'],
    ['/page/policyserver/calculator/list', '/page/policyserver'],
    ['/page/policyserver/simulation', '/page/policyserver'],
    ['/page/policyserverreplenish', '/page/policyserver'],
    ['/page/policyserverdetail', '/page/policyserverhotList'],
    ['/page/policyserverdeclare', '/page/policyserverhotList'],
    ['/page/policyserverdectail', '/page/policyserverhotList'],
  ])('%s highlights %s', (path, expected) => {
    expect(highlightPath(path)).toBe(expected);
  });

  it('leaves other paths alone and ignores query, hash and a trailing slash', () => {
    expect(highlightPath('/page/home')).toBe('/page/home');
    expect(highlightPath('/page/policymarket/details?id=1')).toBe('/page/policymarket/index');
    expect(highlightPath('/page/sdmarket/')).toBe('/page/sdmarket');
  });
});

describe('activeMenuKey', () => {
  it.each([
    ['/page/home', 'home'],
    ['/page/policymarket/index', 'policy'],
    ['/page/policymarket/details', 'policy'],
    ['/page/policyserver', 'policy'],
    ['/page/policyserverReport', 'policy'],
    ['/page/policysearch', 'policy'],
    ['/page/policysub', 'policy'],
    ['/page/appeal', 'appeal'],
    ['/page/sdmarketdetail1', 'factory'],
    ['/page/commercialLaw', 'commercialLaw'],
    ['/page/aboutus', 'aboutUs'],
    ['/page/techService/expertlist', 'technology'],
    ['/page/quality', 'quality'],
    ['/page/financialService', 'finance'],
    ['/page/industryinfo', 'aboutUs'],
    ['/page/industryinfodetails', 'aboutUs'],
    ['/page/propagandaEventsList', 'aboutUs'],
    ['/page/propagandaDetails', 'aboutUs'],
    ['/page/peopleBuild', 'aboutUs'],
  ])('%s → %s', (path, key) => {
    expect(activeMenuKey(path)).toBe(key);
  });

  it('is null outside the portal menu', () => {
    expect(activeMenuKey('/login')).toBeNull();
    expect(activeMenuKey('/404')).toBeNull();
    expect(activeMenuKey('/work/home')).toBeNull();
    expect(activeMenuKey('/page/search')).toBeNull();
    expect(activeMenuKey('/page/zzd/home')).toBeNull();
  });
});

describe('MAIN_MENU', () => {
  it('lists the 12 entries in the documents order', () => {
    expect(MAIN_MENU.map((entry) => entry.title)).toEqual([
      '首页',
      '政策服务',
      '诉求服务',
      '质量服务',
      '科技服务',
      '金融服务',
      '会展服务',
      '人才服务',
      '厂房土地',
      '商事法律服务',
      '环境检测服务',
      '关于我们',
    ]);
    expect(MAIN_MENU.map((entry) => entry.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('keeps the internal targets inside the app and the sub-platforms external', () => {
    const internal = Object.fromEntries(MAIN_MENU.flatMap((e) => (e.kind === 'internal' ? [[e.key, e.path]] : [])));
    expect(internal).toEqual({
      home: '/page/home',
      policy: '/page/policyserver',
      appeal: '/page/appeal',
      factory: '/page/sdmarket',
      commercialLaw: '/page/commercialLaw',
      aboutUs: '/page/aboutus',
    });
    expect(MAIN_MENU.filter((e) => e.kind === 'external').map((e) => e.key)).toEqual([
      'quality',
      'technology',
      'finance',
      'exhibition',
      'talent',
      'environment',
    ]);
  });
});
