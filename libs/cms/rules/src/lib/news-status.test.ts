import { describe, expect, it } from 'vitest';

import { NEWS_STATUS_LABELS, newsActionsFrom, newsDeletable, newsMachine } from './news-status';

describe('news publish table (contract NewsStatus)', () => {
  it('publishes drafts and offline articles and takes published ones offline', () => {
    expect(newsActionsFrom('0')).toEqual(['publish']);
    expect(newsActionsFrom('1')).toEqual(['offPublish']);
    expect(newsActionsFrom('2')).toEqual(['publish']);
    expect(newsMachine.check('2', 'publish')).toEqual({ ok: true, to: '1' });
    expect(newsMachine.check('1', 'offPublish')).toEqual({ ok: true, to: '2' });
  });

  it('refuses publishing a published article and taking a draft offline', () => {
    expect(newsMachine.check('1', 'publish')).toMatchObject({ ok: false, message: '当前状态不允许该操作' });
    expect(newsMachine.check('0', 'offPublish')).toMatchObject({ ok: false, message: '当前状态不允许该操作' });
  });

  it('deletes only articles that are not published', () => {
    expect((['0', '1', '2'] as const).filter(newsDeletable)).toEqual(['0', '2']);
  });

  it('labels the states as the contract does', () => {
    expect(NEWS_STATUS_LABELS).toEqual({ '0': '草稿', '1': '已发布', '2': '已下线' });
  });
});
