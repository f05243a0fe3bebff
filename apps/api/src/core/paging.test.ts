import { describe, expect, it } from 'vitest';

import { pagedSelect, pageResult, toPageWindow } from './paging';

describe('paging', () => {
  it('turns page/pageSize into limit/offset', () => {
    expect(toPageWindow({ page: 3, pageSize: 20 })).toEqual({ page: 3, pageSize: 20, limit: 20, offset: 40 });
    expect(toPageWindow({})).toEqual({ page: 1, pageSize: 10, limit: 10, offset: 0 });
    expect(toPageWindow({ page: 0, pageSize: 100000 }, 5)).toEqual({ page: 1, pageSize: 9000, limit: 9000, offset: 0 });
  });

  it('answers { list, total } with a numeric total', () => {
    expect(pageResult([1, 2], '12')).toEqual({ list: [1, 2], total: 12 });
  });

  it('runs the rows and the count together and maps each row (pagedSelect)', async () => {
    let countStarted = false;
    const rows = new Promise<{ id: number }[]>((resolve) => setTimeout(() => resolve([{ id: 1 }, { id: 2 }]), 5));
    const total = Promise.resolve().then(() => {
      countStarted = true;
      return [{ n: '41' }];
    });
    const page = await pagedSelect(rows, total, (r) => `#${r.id}`);
    expect(page).toEqual({ list: ['#1', '#2'], total: 41 });
    expect(countStarted).toBe(true);
    expect(await pagedSelect(Promise.resolve([]), Promise.resolve([]), (r) => r)).toEqual({ list: [], total: 0 });
  });
});
