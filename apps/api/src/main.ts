/**
 * Server entry point (`npm run dev:api`, `node dist/apps/api/main.mjs`): refuses an unsafe
 * configuration (`startup-checks.ts`, issue 13 §1), opens the database
 * (PGlite under DATA_DIR, or PostgreSQL with DATABASE_URL), migrates and — in demo mode on an
 * empty database — seeds it under an advisory lock, starts the outbox dispatcher and listens.
 * SIGINT/SIGTERM close everything gracefully.
 */
import { resolve } from 'node:path';

import { hasAdminUser, startupBanner } from './banner';
import { loadConfig, type ServerConfig } from './config';
import { createOutboxDispatcher, createSmsSender } from './core/outbox';
import { createAppealDeadlineReminder, createQhwySyncSender, demoQhwyTarget, httpQhwyTarget, QHWY_MAX_ATTEMPTS } from './domains/appeal';
import { createFileStorage } from './core/storage-factory';
import { ensureSecrets } from './core/secrets';
import { createDb } from './db/client';
import { prepareDatabase } from './seed/prepare-database';
import { ensureDemoMedia } from './seed/demo-media';
import { flushLogs } from './ops/logging';
import { buildServer } from './server';
import { checkStartupSafety, StartupRefusal } from './startup-checks';

async function main(): Promise<void> {
  const started = performance.now();
  const base = loadConfig();
  checkStartupSafety(base);
  const dataDir = resolve(base.dataDir);
  const config: ServerConfig = { ...base, dataDir, secrets: ensureSecrets(dataDir, base.secretOverrides) };

  const handle = await createDb({ ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}), dataDir, poolSize: config.dbPoolMax });
  const storage = await createFileStorage(config);
  const app = await buildServer({ db: handle.db, config, storage });
  const prepared = await prepareDatabase(handle, {
    demo: config.demo,
    log: app.log,
    ...(config.adminPassword ? { adminPassword: config.adminPassword } : {}),
  });
  // Demo mode: the demo images' bytes in the file storage (issue 14; their sys_file rows come with the demo seed).
  if (config.demo) {
    const written = await ensureDemoMedia(storage);
    if (written > 0) app.log.info({ written }, '已写入演示图片');
  }

  const dispatcher = createOutboxDispatcher({
    db: handle.db,
    senders: {
      sms: createSmsSender({ demo: config.demo, gatewayUrl: config.smsGatewayUrl, gatewayToken: config.smsGatewayToken, log: app.log }),
      // the provincial sync (issue 16): QHWY_SYNC_URL, else the demo stand-in in demo mode, else it waits and fails
      qhwySync: createQhwySyncSender({
        db: handle.db,
        target: config.qhwySyncUrl ? httpQhwyTarget(config.qhwySyncUrl, config.qhwySyncToken) : config.demo ? demoQhwyTarget(app.log) : undefined,
      }),
    },
    topicMaxAttempts: { qhwySync: QHWY_MAX_ATTEMPTS },
    log: app.log,
  });
  dispatcher.start();
  // time-driven work (issue 16): SMS reminders to the department of each appeal past its time limit, once each
  const appealReminder = createAppealDeadlineReminder({ db: handle.db, log: app.log });
  appealReminder.start();

  await app.listen({ port: config.port, host: config.host });

  const lines = startupBanner(config, {
    url: `http://localhost:${config.port}`,
    database: handle.label,
    hasAdmin: await hasAdminUser(handle.db),
    ...(prepared.adminCreated ? { adminCreated: true } : {}),
    elapsedMs: performance.now() - started,
  });
  flushLogs(); // log lines written so far come before the banner
  process.stdout.write(lines.join('\n') + '\n');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在关闭服务');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await appealReminder.stop();
      await dispatcher.stop();
      await app.close();
      await handle.close();
      flushLogs();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, '关闭服务失败');
      flushLogs();
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  flushLogs();
  if (err instanceof StartupRefusal) {
    process.stderr.write(`县企业综合服务平台${err.message}\n详见 docs/operations.md「安全默认值 (Safe defaults)」\n`);
    process.exit(1);
  }
  process.stderr.write(`县企业综合服务平台启动失败: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
