import { defineStateMachine } from '@qifu/util';
import { describe, expect, it } from 'vitest';

import { AppError } from './envelope';
import { assertTransition } from './state-machine';

const publish = defineStateMachine({
  states: ['draft', 'published', 'offline'],
  transitions: [
    { from: 'draft', action: 'publish', to: 'published' },
    { from: 'published', action: 'takeDown', to: 'offline' },
    { from: ['offline', 'draft'], action: 'edit', to: 'draft' },
  ],
});

describe('assertTransition', () => {
  it('returns the target state of an allowed transition', () => {
    expect(assertTransition(publish, 'offline', 'edit')).toBe('draft');
    expect(assertTransition(publish, 'draft', 'publish')).toBe('published');
  });

  it('refuses an illegal transition with BUSINESS_RULE (HTTP 200)', () => {
    let caught: unknown;
    try {
      assertTransition(publish, 'offline', 'publish');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe('BUSINESS_RULE');
    expect((caught as AppError).statusCode).toBe(200);
    expect((caught as AppError).message).toBe('当前状态不允许该操作');
    expect((caught as AppError).description).toBe('状态 offline 不能执行 publish');
  });
});
