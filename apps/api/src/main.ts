/**
 * Server entry point (`npm run dev:api`, `node dist/apps/api/main.mjs`): opens the database
 * (PGlite under DATA_DIR, or PostgreSQL with DATABASE_URL), migrates and — in demo mode on an
 * empty database — seeds it under an advisory lock, starts the outbox dispatcher and listens.
 * SIGINT/SIGTERM close everything gracefully.
 */
import { resolve } from 'node:path';

import { loadConfig, type ServerConfig } from './config';
import { createOutboxDispatcher, createSmsSender } from './core/outbox';
import { ensureSecrets } from './core/secrets';
import { createDb } from './db/client';
import { prepareDatabase } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ROLES } from './db/seed';
import { buildServer } from './server';

async function main(): Promise<void> {
  const started = performance.now();
  const base = loadConfig();
  const dataDir = resolve(base.dataDir);
  const config: ServerConfig = { ...base, dataDir, secrets: ensureSecrets(dataDir, base.secretOverrides) };

  const handle = await createDb({ ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}), dataDir });
  const app = await buildServer({ db: handle.db, config });
  await prepareDatabase(handle, {
    demo: config.demo,
    log: app.log,
    ...(config.adminPassword ? { adminPassword: config.adminPassword } : {}),
  });

  const dispatcher = createOutboxDispatcher({
    db: handle.db,
    senders: { sms: createSmsSender({ demo: config.demo, log: app.log }) },
    log: app.log,
  });
  dispatcher.start();

  await app.listen({ port: config.port, host: config.host });

  const url = `http://localhost:${config.port}`;
  const roleName = new Map<string, string>(DEMO_ROLES.map((r) => [r.code, r.name]));
  const lines = [
    '',
    `县企业综合服务平台已启动: ${url}`,
    `  接口文档: ${url}/api/docs`,
    `  数据库: ${handle.label}`,
    `  登录短信验证码: ${config.loginCode ? '开启（演示模式下验证码写入服务器日志）' : '关闭 (LOGIN_CODE=off)'}`,
    `  演示数据: ${config.demo ? '开启 (DEMO)' : '关闭'}`,
  ];
  if (config.demo) {
    lines.push(`  演示账号（密码均为 ${DEMO_PASSWORD}）:`);
    for (const a of DEMO_ACCOUNTS) {
      lines.push(`    ${a.userName.padEnd(Math.max(...DEMO_ACCOUNTS.map((d) => d.userName.length)))} ${a.userType.padEnd(6)} ${(roleName.get(a.userType) ?? '').padEnd(8, '　')} ${a.name}`);
    }
  }
  lines.push(`  启动耗时: ${Math.round(performance.now() - started)} ms`, '');
  process.stdout.write(lines.join('\n') + '\n');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在关闭服务');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await dispatcher.stop();
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, '关闭服务失败');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`县企业综合服务平台启动失败: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
