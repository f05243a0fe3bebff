#!/usr/bin/env node
// `npm run bench:import`: the enterprise import/export benchmark (issue 18 "Benchmark"). Not a test: it prints figures.
//
// 1. bundles the API as it ships (apps/api/build.mjs settings) into dist/bench-import/api/main.mjs, so the figures are
//    those of the code in the working tree;
// 2. starts a throwaway PostgreSQL (tools/scripts/ensure-postgres.sh, its own folder and port);
// 3. starts the product (`node dist/bench-import/api/main.mjs`, NODE_ENV=production, demo data, LOGIN_CODE=off,
//    RATE_LIMIT=off) on a free port and logs in as the demo `admin`;
// 4. adds an extension table 经营情况（基准） with three fields (number, number, text) through the API;
// 5. generates --rows (default 100,000) enterprises with values for those fields into an .xlsx written with the
//    template's own header row (downloadCompanyImportTemplate), streaming;
// 6. imports it through importCompanyInfo (multipart) and polls importCompanyInfoProgress until the job ends: import
//    time and rows/s;
// 7. exports them back through exportCompanyInfo (filtered to the generated enterprises, 企业名称 contains 基准测试企业), reading the answer as a stream and counting the rows
//    (streaming reader): export time and rows/s;
// 8. samples the server's resident memory (/proc/<pid>/status VmRSS) every 100 ms; the growth of each phase is its
//    peak minus the RSS just before it.
// Goals (issue 18): import ≤ 60 s, export ≤ 30 s, peak memory growth < 200 MB. Exit code 0 whatever the goals say; 1
// when something failed. Every child (server, PostgreSQL) is stopped on the way out, also on Ctrl-C.
// Options: --rows N, --keep (keep the data folder and server log).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, createReadStream, createWriteStream, mkdtempSync, openAsBlob, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import ExcelJS from 'exceljs';
import smCrypto from 'sm-crypto';

import { freePort } from '../../lib/product-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const ROWS = Math.max(1, Number(opt('--rows', '100000')) || 100_000);
const KEEP = args.includes('--keep');
const DEMO_PASSWORD = 'Demo@2026';
const GOALS = { importS: 60, exportS: 30, memoryMb: 200 };

const log = (m) => console.log(`bench:import: ${m}`);
let pgDir;
let dataDir;
let server;
let cleanedUp = false;

async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (server && server.exitCode === null) {
    await new Promise((resolve) => {
      const t = setTimeout(() => server.kill('SIGKILL'), 10_000);
      server.once('exit', () => {
        clearTimeout(t);
        resolve();
      });
      server.kill('SIGTERM');
    });
  }
  if (pgDir) spawnSync('bash', [join(root, 'tools/scripts/stop-postgres.sh')], { env: { ...process.env, PG_TEST_DIR: pgDir }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (pgDir) rmSync(pgDir, { recursive: true, force: true });
  if (dataDir && !KEEP) rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanup().then(() => process.exit(130)));

/** RSS of a process in bytes (Linux). */
function rssOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples the RSS of `pid` every 100 ms until stopped. @returns stop() → peak bytes. */
function sampleRss(pid) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssOf(pid));
  };
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

async function json(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`not JSON (${res.status}): ${text.slice(0, 300)}`);
  }
}

async function main() {
  // ---- 1. the API bundle ----
  const entry = join(root, 'dist/bench-import/api/main.mjs');
  log('bundling the API (esbuild, as apps/api/build.mjs)');
  await build({
    absWorkingDir: root,
    entryPoints: ['apps/api/src/main.ts'],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.base.json',
    legalComments: 'none',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __qifuCreateRequire } from 'node:module';\nconst require = __qifuCreateRequire(import.meta.url);" },
  });

  // ---- 2. PostgreSQL ----
  pgDir = mkdtempSync(join(tmpdir(), 'qifu-pg-bench-import-'));
  const started = spawnSync('bash', [join(root, 'tools/scripts/ensure-postgres.sh')], {
    env: { ...process.env, PG_TEST_DIR: pgDir, PG_TEST_DB: 'qifu_bench_import', PG_TEST_PORT: String(await freePort()) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = (started.stdout ?? '').trim().split('\n').pop() ?? '';
  if (started.status !== 0 || !line.startsWith('DATABASE_URL=')) throw new Error('ensure-postgres.sh did not start PostgreSQL');
  const databaseUrl = line.slice('DATABASE_URL='.length);

  // ---- 3. the product ----
  dataDir = mkdtempSync(join(tmpdir(), 'qifu-bench-import-'));
  const logFile = join(dataDir, 'server.log');
  const fd = openSync(logFile, 'a');
  const port = await freePort();
  server = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'data'),
      DEMO: 'on',
      DEMO_IN_PRODUCTION: 'yes',
      LOGIN_CODE: 'off',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const base = `http://127.0.0.1:${port}/api`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the product exited (${server.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      if ((await fetch(`${base}/policy/doc/list?page=1&pageSize=1`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error('the product did not answer within 180 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  const publicKey = (await json(await fetch(`${base}/sys/platform/publicConfig`))).data?.sm2PublicKey;
  const login = await json(
    await fetch(`${base}/sys/activeUser/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ userName: 'admin', password: smCrypto.sm2.doEncrypt(DEMO_PASSWORD, publicKey, 1) }).toString(),
    }),
  );
  const token = login.data?.token;
  if (!token) throw new Error(`login as admin failed: ${JSON.stringify(login).slice(0, 300)}`);
  const headers = { authorization: `Bearer ${token}`, tokentype: 'Bearer' };
  const post = async (path, body) => json(await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));

  // ---- 4. an extension table with three fields ----
  const savedTable = await post('/api/entExpansionTable/saveOrUpdate', { tableName: '经营情况（基准）', tableCode: 'benchOperation', multiRow: false, enableFlag: '1', orderNum: 900 });
  if (!savedTable.success) throw new Error(`saveOrUpdate table: ${JSON.stringify(savedTable)}`);
  const tableId = savedTable.data?.id;
  if (!tableId) throw new Error(`no id of the new table: ${JSON.stringify(savedTable).slice(0, 300)}`);
  const fields = [
    { fieldName: '基准营业收入', fieldCode: 'benchRevenue', fieldType: 'number', unit: '万元', orderNum: 1 },
    { fieldName: '基准职工人数', fieldCode: 'benchStaff', fieldType: 'number', orderNum: 2 },
    { fieldName: '基准主营产品', fieldCode: 'benchProduct', fieldType: 'text', maxLength: 100, orderNum: 3 },
  ];
  for (const f of fields) {
    const saved = await post('/api/entExpansionTableField/saveOrUpdate', { tableId, enableFlag: '1', ...f });
    if (!saved.success) throw new Error(`saveOrUpdate field: ${JSON.stringify(saved)}`);
  }

  // ---- 5. the workbook ----
  const template = await fetch(`${base}/company/info/importTemplate`, { headers });
  const templateBook = new ExcelJS.Workbook();
  await templateBook.xlsx.load(Buffer.from(await template.arrayBuffer()));
  const header = (templateBook.worksheets[0].getRow(1).values ?? []).slice(1).map(String);
  const col = (h) => header.indexOf(h);
  for (const f of fields) if (col(`${f.fieldName}（经营情况（基准））`) < 0) throw new Error(`template lacks ${f.fieldName}: ${header.join(',')}`);
  const file = join(dataDir, `企业导入_${ROWS}.xlsx`);
  let t = Date.now();
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const sheet = writer.addWorksheet('企业导入模板');
  sheet.addRow(header).commit();
  const industries = ['C', '制造业', 'E', 'F', 'I', 'M'];
  const scales = ['大型', '中型', '小型', '微型'];
  for (let i = 0; i < ROWS; i += 1) {
    const row = new Array(header.length).fill(null);
    row[0] = `德清县基准测试企业${i}有限公司`;
    row[1] = `91330521${String(i).padStart(9, '0')}X`;
    row[2] = '张伟';
    row[3] = `138${String(i).padStart(8, '0')}`;
    row[4] = '武康街道';
    row[5] = `武康街道基准路${i}号`;
    row[6] = industries[i % industries.length];
    row[7] = scales[i % scales.length];
    row[8] = '工业企业';
    row[col('基准营业收入（经营情况（基准））')] = (i % 5000) * 1.5;
    row[col('基准职工人数（经营情况（基准））')] = i % 800;
    row[col('基准主营产品（经营情况（基准））')] = `产品${i % 97}`;
    sheet.addRow(row).commit();
  }
  sheet.commit();
  await writer.commit();
  log(`generated ${ROWS} rows × ${header.length} columns (${fields.length} extension fields) in ${((Date.now() - t) / 1000).toFixed(1)} s: ${mb(statSync(file).size)} MB`);
  log(`${availableParallelism()} CPUs, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} (a loaded machine gives pessimistic figures)`);

  // ---- 6. import ----
  const pid = server.pid;
  const importBase = rssOf(pid);
  let stop = sampleRss(pid);
  t = Date.now();
  const form = new FormData();
  form.append('file', await openAsBlob(file), `企业导入_${ROWS}.xlsx`);
  const answer = await json(await fetch(`${base}/company/info/import`, { method: 'POST', headers, body: form }));
  if (!answer.success) throw new Error(`import refused: ${JSON.stringify(answer).slice(0, 300)}`);
  const accepted = (Date.now() - t) / 1000;
  let job = answer.data.job;
  let final = answer.data;
  if (job) {
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      job = (await json(await fetch(`${base}/company/info/importProgress?jobId=${job.id}`, { headers }))).data;
      if (job.status === 'succeeded' || job.status === 'failed') break;
    }
    if (job.status === 'failed') throw new Error(`import job failed: ${job.error}`);
    final = job;
  }
  const importS = (Date.now() - t) / 1000;
  const importPeak = stop();
  log(`import: ${final.importableCount} imported, ${final.unimportableCount} refused; answer (upload + header/row scan) after ${accepted.toFixed(1)} s`);
  log(`import: ${importS.toFixed(1)} s, ${Math.round(ROWS / importS)} rows/s, RSS ${mb(importBase)} → peak ${mb(importPeak)} MB`);
  const reportPath = final.errorFilePath ?? final.resultFilePath;
  if (reportPath) {
    const report = new ExcelJS.Workbook();
    await report.xlsx.load(Buffer.from(await (await fetch(`${base}/files/dowload?filePath=${encodeURIComponent(reportPath)}`)).arrayBuffer()));
    report.worksheets[0].eachRow((r, n) => n > 1 && n <= 6 && log(`  refused row ${r.getCell(1).text}: ${r.getCell(2).text}`));
  }

  // ---- 7. export ----
  await new Promise((r) => setTimeout(r, 1000));
  const exportBase = rssOf(pid);
  stop = sampleRss(pid);
  t = Date.now();
  const res = await fetch(`${base}/company/info/export?companyName=${encodeURIComponent('基准测试企业')}`, { headers });
  if (!res.ok || !String(res.headers.get('content-type')).includes('spreadsheetml')) throw new Error(`export failed: ${res.status} ${(await res.text()).slice(0, 300)}`);
  const exported = join(dataDir, 'export.xlsx');
  await pipeline(Readable.fromWeb(res.body), createWriteStream(exported));
  const exportS = (Date.now() - t) / 1000;
  const exportPeak = stop();
  let exportedRows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(exported), { sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', worksheets: 'emit' });
  for await (const ws of reader) {
    for await (const _row of ws) exportedRows += 1;
    break;
  }
  exportedRows -= 1; // header

  // ---- figures ----
  const importGrowth = importPeak - importBase;
  const exportGrowth = exportPeak - exportBase;
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  console.log('');
  console.log(`bench:import — ${ROWS} enterprises, PostgreSQL, ${availableParallelism()} CPUs, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  console.log(`  import  ${importS.toFixed(1)} s  ${Math.round(ROWS / importS)} rows/s  RSS ${mb(importBase)} → peak ${mb(importPeak)} MB (growth ${mb(importGrowth)} MB)`);
  console.log(`  export  ${exportS.toFixed(1)} s  ${Math.round(exportedRows / exportS)} rows/s  ${exportedRows} rows, ${mb(statSync(exported).size)} MB  RSS ${mb(exportBase)} → peak ${mb(exportPeak)} MB (growth ${mb(exportGrowth)} MB)`);
  console.log(`  goals   import ≤ ${GOALS.importS} s: ${verdict(importS <= GOALS.importS)}; export ≤ ${GOALS.exportS} s: ${verdict(exportS <= GOALS.exportS)}; peak memory growth < ${GOALS.memoryMb} MB: ${verdict(Math.max(importGrowth, exportGrowth) < GOALS.memoryMb * 1024 * 1024)}`);
  if (exportedRows < ROWS) throw new Error(`the export holds ${exportedRows} rows, expected at least ${ROWS}`);
}

try {
  await main();
} catch (error) {
  console.error(`bench:import: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
