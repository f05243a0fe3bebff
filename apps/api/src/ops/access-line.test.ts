import { Writable } from 'node:stream';

import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';

import { AccessLogController } from './logging';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      cb();
    },
  });
  return { lines, stream };
}

function fakeRequest(log: pino.Logger, user?: { id: string }) {
  return {
    log,
    method: 'GET',
    url: '/api/pol/x?token=secret&a="b"',
    ip: '10.0.0.7',
    user: user ?? null,
    routeOptions: { config: { operationId: 'listPolicyDoc' } },
  } as unknown as FastifyRequest;
}

const reply = { statusCode: 200, elapsedTime: 1.23456 } as FastifyReply;

/** The access line must stay what pino itself writes for the same fields (issue 13 §5, §6). */
describe('access line', () => {
  it('is byte for byte the line pino writes, request id, user and redacted url included', async () => {
    const { lines, stream } = capture();
    const log = pino({ level: 'info' }, stream).child({ reqId: 'req-1' });
    new AccessLogController().requestCompleted(null, fakeRequest(log, { id: 'u-42' }), reply);
    log.info(
      { method: 'GET', url: '/api/pol/x?token=***&a="b"', statusCode: 200, responseTime: 1.23, operationId: 'listPolicyDoc', userId: 'u-42', remoteAddress: '10.0.0.7' },
      'request completed',
    );
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(2);
    const [direct, viaPino] = lines.map((l) => l.replace(/"time":\d+/, '"time":0'));
    expect(direct).toBe(viaPino);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ reqId: 'req-1', userId: 'u-42', url: '/api/pol/x?token=***&a="b"', msg: 'request completed' });
  });

  it('leaves out the user of an anonymous request, and goes through pino when the logger has a mixin', async () => {
    const { lines, stream } = capture();
    const log = pino({ level: 'info', mixin: () => ({ extra: 1 }) }, stream).child({ reqId: 'req-2' });
    new AccessLogController().requestCompleted(null, fakeRequest(log), reply);
    await new Promise((r) => setImmediate(r));
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ reqId: 'req-2', extra: 1, statusCode: 200 });
    expect(line).not.toHaveProperty('userId');
  });
});
