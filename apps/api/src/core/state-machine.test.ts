import { describe, expect, it } from 'vitest';

import { AppError } from './envelope';
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
    expect(publish.assert('offline', 'edit')).toBe('draft');
    expect(publish.actionsFrom('draft')).toEqual(['publish', 'edit']);
  });

  it('refuses an illegal transition with BUSINESS_RULE (HTTP 200)', () => {
    expect(publish.can('published', 'publish')).toBe(false);
    expect(publish.next('offline', 'publish')).toBeUndefined();
    let caught: unknown;
    try {
      publish.assert('offline', 'publish');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe('BUSINESS_RULE');
    expect((caught as AppError).statusCode).toBe(200);
    expect((caught as AppError).message).toBe('当前状态不允许该操作');
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
