import { describe, expect, it } from 'vitest';

import { defineStateMachine } from './state-machine';

const publish = defineStateMachine({
  states: ['draft', 'published', 'offline'],
  transitions: [
    { from: 'draft', action: 'publish', to: 'published' },
    { from: 'published', action: 'takeDown', to: 'offline' },
    { from: ['offline', 'draft'], action: 'edit', to: 'draft' },
  ],
});

describe('defineStateMachine', () => {
  it('follows the table', () => {
    expect(publish.can('draft', 'publish')).toBe(true);
    expect(publish.next('draft', 'publish')).toBe('published');
    expect(publish.check('offline', 'edit')).toEqual({ ok: true, to: 'draft' });
    expect(publish.actionsFrom('draft')).toEqual(['publish', 'edit']);
    expect(publish.actionsFrom('published')).toEqual(['takeDown']);
  });

  it('refuses an illegal transition with a plain result, never a throw', () => {
    expect(publish.can('published', 'publish')).toBe(false);
    expect(publish.next('offline', 'publish')).toBeUndefined();
    expect(publish.check('offline', 'publish')).toEqual({
      ok: false,
      message: '当前状态不允许该操作',
      detail: '状态 offline 不能执行 publish',
    });
  });

  it('rejects a table with an unknown state or a duplicate transition', () => {
    expect(() =>
      defineStateMachine({ states: ['a'], transitions: [{ from: 'a', action: 'x', to: 'b' as 'a' }] }),
    ).toThrow(/unknown state b/);
    expect(() =>
      defineStateMachine({
        states: ['a', 'b'],
        transitions: [
          { from: 'a', action: 'x', to: 'b' },
          { from: 'a', action: 'x', to: 'a' },
        ],
      }),
    ).toThrow(/duplicate transition/);
  });
});
