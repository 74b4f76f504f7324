// `npm run bench`: builds if needed, serves dist/ with the reference server, measures every
// public page beside the no-JS floor, the signed-in app, the build and the server under load,
// prints one table and the budgets, and writes bench-results/latest.json.
// Flags: --runs N (default 7), --only <text> (pages whose path contains it), --skip
// build,pages,app,server,search, --repeat N (rounds of the app, default budgets.json's
// app.repeats), --strict (exit 1 when a budget fails).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBudgets } from './lib/budgets.ts';
import { createDistReader } from './lib/dist-reader.ts';
import { checkOnDemand } from './lib/on-demand.ts';
import { distFileOf, publicPages } from './lib/pages.ts';
import { budgetLines } from './lib/report.ts';
import { CONDITIONS, launchBrowser } from './measure/browser.ts';
import { prepareBuild } from './measure/build.ts';
import { measuredUrl } from './measure/emailed-links.ts';
import { buildReactFloor } from './measure/react-floor.ts';
import { measurePages } from './measure/public-pages.ts';
import { freePort, startFloorServer, startReferenceServer } from './measure/server.ts';
import { measureSearch } from './measure/search.ts';
import { measureApp, measureServer } from './measure/signed-in.ts';
import { judgementOf, otherLines, pageTable, verdictsOf, type BenchFigures } from './summary.ts';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    only: { type: 'string', default: '' },
    skip: { type: 'string', default: '' },
    strict: { type: 'boolean', default: false },
    repeat: { type: 'string', default: '' },
  },
});
const runs = Math.max(1, Number(args.runs) || 7);
const skip = new Set(args.skip.split(',').filter(Boolean));
const log = (line: string) => {
  process.stderr.write(`bench: ${line}\n`);
};

const budgets = loadBudgets();
// The app's timing budgets must hold in each of `app.repeats` consecutive rounds (issue 17).
const repeat = Math.max(1, Number(args.repeat) || budgets.app.repeats);
log(skip.has('build') ? 'using dist/ as it is' : 'building (timed)');
const build = await prepareBuild(skip.has('build'));
if (build.rebuilt) log('dist/ was missing or stale: rebuilt it');
if (build.stale) log('warning: dist/ is older than the sources (--skip build)');

const dataDir = mkdtempSync(join(os.tmpdir(), 'cloudbox-bench-'));
process.env['BENCH_DATA_DIR'] = dataDir;
const port = await freePort(4461, 4468);
const server = await startReferenceServer(port, dataDir);
const floorServer = await startFloorServer(
  await freePort(port + 1, 4469),
  skip.has('pages') ? null : await buildReactFloor(),
);
const browser = await launchBrowser();
const browserVersion = browser.version();
const figures: BenchFigures = await (async () => {
  try {
    const all = publicPages().filter((p) => p.path.includes(args.only));
    const built = all.filter((p) => existsSync(distFileOf(DIST, p.path) ?? ''));
    const unbuilt = all.filter((p) => !built.includes(p)).map((p) => p.path);
    const measured = skip.has('pages')
      ? {
          floor: null,
          languageFloors: null,
          reactFloor: null,
          languageReactFloors: null,
          pages: [],
        }
      : await measurePages(
          browser,
          (page) => measuredUrl(server.url, page),
          {
            floor: floorServer.url,
            languages: floorServer.languageUrls,
            react: floorServer.reactUrls,
          },
          built,
          runs,
          log,
        );
    const read = createDistReader(DIST);
    const onDemand = [];
    for (const rule of budgets.onDemand) {
      onDemand.push({
        name: rule.name,
        page: rule.page,
        result: await checkOnDemand(rule, ROOT, read),
      });
    }
    log(skip.has('app') ? 'skipping the app' : 'the signed-in app');
    const app = skip.has('app') ? null : await measureApp(browser, server.url, runs, repeat);
    log(skip.has('server') ? 'skipping the server load test' : 'the server under load (2 × 10 s)');
    const load = skip.has('server') ? null : await measureServer(server.url);
    log(
      skip.has('search')
        ? 'skipping search latency'
        : 'search latency (seeded data + 100,000 files, in a data folder of its own)',
    );
    const search = skip.has('search') ? null : await measureSearch(log);
    return { ...measured, unbuilt, onDemand, app, server: load, buildMs: build.ms, search };
  } finally {
    await browser.close();
    await floorServer.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
})();

const verdicts = verdictsOf(figures, budgets);
const judgement = judgementOf(figures, budgets);
const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const machine = `load average ${load}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, Chromium ${browserVersion}`;
const date = new Date().toISOString();
const lines = [
  `Bench ${date} — ${machine}`,
  `Medians of ${runs} cold loads; CPU ${CONDITIONS.cpuSlowdown}× slower, ${CONDITIONS.latencyMs} ms RTT, ${CONDITIONS.downKbit / 1000}/${CONDITIONS.upKbit / 1000} Mbit/s; KB = 1024 bytes on the wire (headers included)`,
  '',
  pageTable(figures, verdicts),
  '',
  ...otherLines(figures),
  '',
  `Public pages' timings: each ratio judged where its ${Math.round(budgets.timing.level * 100)}% bootstrap interval over ${runs} loads is clear of its budget (decision 031)`,
  judgement.ok
    ? `App timings judged: the floors held still (spread ≤ ${Math.round(budgets.timing.maxFloorSpread * 100)}% over ${runs} loads)`
    : `App timings NOT judged: ${judgement.reason}`,
  'Budgets (bench/budgets.json):',
  ...budgetLines(verdicts),
];
process.stdout.write(`${lines.join('\n')}\n`);

mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
const failed = verdicts.filter((v) => v.ok === false).length;
writeFileSync(
  join(ROOT, 'bench-results', 'latest.json'),
  `${JSON.stringify({ date, machine, conditions: CONDITIONS, runs, budgets, figures, verdicts, failed }, null, 2)}\n`,
);
log(`wrote bench-results/latest.json; ${failed} budget checks fail`);
process.exitCode = args.strict && failed > 0 ? 1 : 0;
