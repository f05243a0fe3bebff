import { describe, expect, it } from 'vitest';

import { toDay } from '../date-range-input/to-day';
import { isBlankHtml } from '../rich-text-editor/blank-html';
import { storedFileValue } from '../upload/stored-file-value';
import { labelOf, toSelectData } from './code-labels';
import { ENABLE_FLAG_OPTIONS, toggledFlag } from './enable-flag';

describe('code-set labels', () => {
  it('toSelectData keeps the map’s order; labelOf shows unknown codes as they are and empty values as —', () => {
    const labels = { QY: '企业', GR: '个人' } as const;
    expect(toSelectData(labels)).toEqual([
      { value: 'QY', label: '企业' },
      { value: 'GR', label: '个人' },
    ]);
    expect(labelOf(labels, 'GR')).toBe('个人');
    expect(labelOf(labels, 'XX')).toBe('XX');
    expect(labelOf(labels, null)).toBe('—');
    expect(labelOf(labels, '')).toBe('—');
  });

  it('the enable flag lists 启用 before 停用 and toggles between 1 and 0', () => {
    expect(ENABLE_FLAG_OPTIONS.map((o) => o.label)).toEqual(['启用', '停用']);
    expect(toggledFlag('1')).toBe('0');
    expect(toggledFlag('0')).toBe('1');
  });
});

describe('storedFileValue', () => {
  it('names a stored path after its last segment, and gives nothing for no path', () => {
    expect(storedFileValue('2026/09/Banner.PNG')).toEqual([{ filePath: '2026/09/Banner.PNG', fileName: 'Banner.PNG', exName: 'png' }]);
    expect(storedFileValue(null)).toEqual([]);
    expect(storedFileValue('')).toEqual([]);
  });
});

describe('isBlankHtml', () => {
  it('is true for an untouched editor and for spaces only, false with text or an image', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>直播简介</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/files/a.png"></p>')).toBe(false);
  });
});

describe('toDay', () => {
  it('gives the local calendar day, or undefined without a date', () => {
    expect(toDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toDay(null)).toBeUndefined();
  });
});
