// Turns the bench's figures into verdicts against bench/budgets.json and into the printed table.
import { kb, verdict, type Budgets, type Verdict } from './lib/budgets.ts';
import type { OnDemandResult } from './lib/on-demand.ts';
import { fmt, mdTable } from './lib/report.ts';
import {
  floorMedians,
  judgeable,
  judgedVerdict,
  timingFigures,
  timingVerdicts,
  type FloorSamples,
  type Judgement,
} from './lib/timing.ts';
import { peerVerdicts } from './lib/peers.ts';
import { quietLimits } from './lib/until-quiet.ts';
import { localeOfPath, stripLocale } from '../src/lib/i18n/locales.ts';
import { FLOOR_LANGUAGES, isFloorLanguage } from './lib/floor-html.ts';
import type { LanguageFloors, PageFigures } from './measure/public-pages.ts';
import type { SearchFigures } from './measure/search.ts';
import type { AppFigures, ServerFigures } from './measure/signed-in.ts';
import { CONDITIONS } from './measure/browser.ts';

/** Everything one run measured. */
export interface BenchFigures {
  readonly floor: PageFigures | null;
  /** The no-JS floor in Japanese and in Korean: the LCP of a ja or ko page is held to its own. */
  readonly languageFloors?: LanguageFloors | null;
  /** floor.html with its form as a React island: what React itself costs (no budget). */
  readonly reactFloor: PageFigures | null;
  /** The React floor in Japanese and in Korean: a ja or ko page's hydration is held to its own. */
  readonly languageReactFloors?: LanguageFloors | null;
  readonly pages: readonly PageFigures[];
  readonly unbuilt: readonly string[];
  readonly onDemand: ReadonlyArray<{ name: string; page: string; result: OnDemandResult }>;
  readonly app: AppFigures | null;
  readonly server: ServerFigures | null;
  readonly buildMs: number | null;
  /** Search latency on the seeded data plus 100,000 files (requirements X19); absent: skipped. */
  readonly search?: SearchFigures | null;
}

const kbOrNull = (bytes: number | null) => (bytes === null ? null : kb(bytes));
const roundMs = (ms: number | null) => (ms === null ? null : Math.round(ms));

/** Whether the app's timings can be judged (enough loads, floors that held still). */
export function judgementOf(f: BenchFigures, b: Budgets): Judgement {
  const samplesIn = (floors: LanguageFloors) =>
    Object.fromEntries(FLOOR_LANGUAGES.map((l) => [l, floors[l].samples]));
  return judgeable(
    {
      noJs: f.floor?.samples ?? [],
      react: f.reactFloor?.samples ?? [],
      ...(f.languageFloors ? { noJsIn: samplesIn(f.languageFloors) } : {}),
      ...(f.languageReactFloors ? { reactIn: samplesIn(f.languageReactFloors) } : {}),
    },
    b.timing,
  );
}

/**
 * The floors' loads a page is compared with: the no-JS floor (decision 027) and the React floor
 * (decision 038) in the page's language when the run measured them, else the English ones.
 */
function floorsOf(f: BenchFigures, path: string): FloorSamples {
  const locale = localeOfPath(path);
  const own = isFloorLanguage(locale);
  const noJs = (own ? f.languageFloors?.[locale] : null) ?? f.floor;
  const react = (own ? f.languageReactFloors?.[locale] : null) ?? f.reactFloor;
  return { noJs: noJs?.samples ?? [], react: react?.samples ?? [] };
}

/** `/ja/login/` → `/login`. */
const routeOf = (path: string) => stripLocale(path.replace(/(.)\/$/, '$1'));

/** Every budget held against the figures. */
export function verdictsOf(f: BenchFigures, b: Budgets): Verdict[] {
  const out: Verdict[] = [];
  for (const p of f.pages) {
    const floors = floorsOf(f, p.path);
    const m = p.medians;
    // Weight until quiet: the request count here; the script beyond React is judged by CI on
    // bodies (e2e/budgets.spec.ts), the bench's bytes include headers (the table shows them).
    const limits = quietLimits(b.publicPage.untilQuiet, routeOf(p.path));
    out.push(verdict('requests until quiet', p.path, m.requests, limits.requests));
    out.push(...timingVerdicts(p.path, p.samples, floors, b.publicPage, b.timing));
    if (routeOf(p.path) === '/login') {
      const scriptKB = kbOrNull(m.script);
      out.push(
        ...peerVerdicts(
          p.path,
          { samples: p.samples, scriptKB },
          floors.noJs.map((s) => s.lcp),
          b.peers,
          b.timing,
        ),
      );
    }
  }
  for (const path of f.unbuilt)
    out.push(verdict('JS KB', path, null, b.publicPage.scriptKB, 'not built'));
  for (const { name, page, result } of f.onDemand) {
    const subject = `${name} (${page})`;
    if (result.status === 'skipped')
      out.push(verdict('on-demand markers', subject, null, 0, result.reason));
    else {
      const leaked = new Set(Object.values(result.leaks).flat());
      out.push(verdict('on-demand markers', subject, leaked.size + result.staleMarkers.length, 0));
    }
  }
  out.push(...appVerdicts(f.app, b, judgementOf(f, b)));
  const search = f.search ?? null;
  out.push(
    verdict(
      'search p95 ms',
      'GET /v2/search',
      search?.p95 ?? null,
      b.server.searchP95Ms,
      search === null ? 'skipped' : undefined,
    ),
  );
  return out;
}

/**
 * The app's budgets (issue 17, items 6–8): the timings in each round, bytes and heap. Its timings
 * are absolute (ms at 4× CPU), not ratios to a floor, so they are judged only when the floors held
 * still in the same run: a calm machine (decision 031).
 */
export function appVerdicts(app: AppFigures | null, b: Budgets, judgement: Judgement): Verdict[] {
  const out: Verdict[] = [];
  const why = (m: { ok: false; reason: string } | undefined) => m?.reason ?? 'skipped';
  const rounds = app?.rounds ?? [];
  const first = rounds[0]?.loads;
  const firstLoad = first?.ok ? first.value : null;
  out.push(
    verdict(
      'app JS KB',
      '/',
      kbOrNull(firstLoad?.script ?? null),
      b.app.scriptKB,
      firstLoad ? undefined : first && !first.ok ? why(first) : 'skipped',
    ),
  );
  const { repeats } = b.app;
  out.push(
    verdict(
      `rounds missing of ${repeats} (--repeat)`,
      '/',
      app === null ? null : Math.max(0, repeats - rounds.length),
      0,
      app === null ? 'skipped' : undefined,
    ),
  );
  const timed = (budget: string, actual: number | null, limit: number, note?: string) =>
    judgedVerdict(budget, '/', actual, limit, judgement, note);
  const worst = (values: readonly number[] | undefined) =>
    values === undefined || values.length === 0 ? null : Math.round(Math.max(...values));
  rounds.forEach((round, i) => {
    const label = (budget: string) => `${budget} (round ${i + 1} of ${rounds.length})`;
    const load = round.loads.ok ? round.loads.value : null;
    const browse = round.browse.ok ? round.browse.value : null;
    const loadNote = round.loads.ok ? undefined : round.loads.reason;
    const browseNote = round.browse.ok ? undefined : round.browse.reason;
    out.push(
      timed(
        label('first folder page after response ms'),
        roundMs(load?.afterResponse ?? null),
        b.app.firstFolderPageAfterResponseMs,
        loadNote,
      ),
      timed(
        label('10,000-entry scroll long tasks'),
        browse?.longTasks ?? null,
        b.app.scrollLongTasks,
        browseNote,
      ),
      timed(
        label('open 10,000 entries ms'),
        roundMs(browse?.openFolder ?? null),
        b.app.interactionMs,
        browseNote,
      ),
      timed(
        label('sort 10,000 entries ms'),
        worst(browse?.sortMs),
        b.app.interactionMs,
        browseNote ?? (browse?.sortMs.length === 0 ? 'no sortable column' : undefined),
      ),
      timed(
        label('search 10,000 entries ms'),
        worst(browse?.searchMs),
        b.app.interactionMs,
        browseNote ?? (browse?.searchMs.length === 0 ? 'no search field' : undefined),
      ),
      verdict(
        label('heap after browsing MB'),
        '/',
        browse === null ? null : Math.round((browse.heap / 1024 / 1024) * 10) / 10,
        b.app.heapMB,
        browseNote,
      ),
    );
  });
  return out;
}

/**
 * A page's budgets in one cell: ✓ when every one holds, else ✗ and the failing ones, then ? and
 * the ones this run could not judge (decision 031: "cannot tell at this noise"). A page with only
 * undecided budgets is not shown as holding.
 */
export function budgetMarks(verdicts: readonly Verdict[], subject: string): string {
  const mine = verdicts.filter((v) => v.subject === subject);
  if (mine.length === 0) return '';
  const failed = mine.filter((v) => v.ok === false).map((v) => v.budget);
  const open = mine.filter((v) => v.ok === null).map((v) => v.budget);
  if (failed.length === 0 && open.length === 0) return '✓';
  return [
    failed.length > 0 ? `✗ ${failed.join(', ')}` : '',
    open.length > 0 ? `? ${open.join(', ')}` : '',
  ]
    .filter((part) => part !== '')
    .join('; ');
}

/** The one table: the floor, every public page, then the app's first load. */
export function pageTable(f: BenchFigures, verdicts: readonly Verdict[]): string {
  const marks = (subject: string) => budgetMarks(verdicts, subject);
  const reactScript = f.reactFloor?.medians.script ?? null;
  const inLanguages = (floors: LanguageFloors | null | undefined) =>
    floors ? FLOOR_LANGUAGES.map((l) => floors[l]) : [];
  const languageFloors = inLanguages(f.languageFloors);
  const reactFloors = [f.reactFloor, ...inLanguages(f.languageReactFloors)];
  const isFloor = (p: PageFigures) =>
    p === f.floor || reactFloors.includes(p) || languageFloors.includes(p);
  const row = (p: PageFigures): string[] => {
    const m = p.medians;
    const ratios = timingFigures(p.samples, floorMedians(floorsOf(f, p.path)));
    return [
      p.path,
      fmt(m.requests),
      fmt(kbOrNull(m.script), 1),
      isFloor(p) || m.script === null || reactScript === null
        ? ''
        : fmt(kb(m.script - reactScript), 1),
      fmt(kbOrNull(m.total), 1),
      fmt(kbOrNull(m.decodedScript), 1),
      fmt(m.fcp),
      fmt(m.lcp),
      fmt(ratios.lcpVsNoJs, 2),
      fmt(m.idle),
      fmt(ratios.idleVsReact, 2),
      fmt(m.tbt),
      fmt(m.longTasksAfterPaint),
      fmt(m.heap === null ? null : m.heap / 1024 / 1024, 1),
      isFloor(p) ? '' : marks(p.path),
    ];
  };
  const rows = [f.floor, ...languageFloors, ...reactFloors, ...f.pages].flatMap((p) =>
    p ? [row(p)] : [],
  );
  for (const path of f.unbuilt) rows.push([path, ...Array<string>(13).fill('n/a'), 'not built']);
  const header = [
    'page',
    'req',
    'JS KB',
    'JS KB over React',
    'total KB',
    'JS decoded KB',
    'FCP ms',
    'LCP ms',
    'LCP ×no-JS floor',
    'hydrated+idle ms',
    'idle ×React floor',
    'TBT ms',
    'long tasks after FCP',
    'heap MB',
    'budgets',
  ];
  return mdTable(header, rows);
}

/** The signed-in app, the build and the server, one line each. */
export function otherLines(f: BenchFigures): string[] {
  const lines: string[] = [];
  const app = f.app;
  if (app) {
    const folder =
      app.folder.ok && app.folder.value
        ? `"${app.folder.value.name}" (${app.folder.value.total} entries)`
        : 'the big folder';
    const list = (values: readonly number[]) =>
      values.length === 0 ? 'n/a' : values.map((v) => fmt(v)).join(' / ');
    const browseLine = (label: string, b: AppFigures['browseUnthrottled']) =>
      b.ok
        ? `${label} ${folder}: open ${fmt(b.value.openFolder)} ms; sort by name ${list(b.value.sortMs)} ms; search ${list(b.value.searchMs)} ms (the first loads the results view); scroll to the bottom ${fmt(b.value.scrollMs)} ms, ${b.value.frames} frames, ${b.value.droppedFrames} dropped (>25 ms), ${b.value.longTasks} long tasks (max ${fmt(b.value.maxLongTask)} ms)${b.value.reachedBottom ? '' : ', bottom NOT reached'}; heap after GC ${fmt(b.value.heap / 1024 / 1024, 1)} MB`
        : `${label}: n/a (${b.reason})`;
    app.rounds.forEach((round, i) => {
      const l = round.loads;
      const n = `round ${i + 1} of ${app.rounds.length}`;
      lines.push(
        l.ok
          ? `App first load (signed in, ${n}): ${fmt(l.value.requests)} requests, JS ${fmt(kbOrNull(l.value.script), 1)} KB, total ${fmt(kbOrNull(l.value.total), 1)} KB; skeleton painted ${fmt(l.value.firstPaint)} ms, first folder page ${fmt(l.value.firstPage)} ms after navigation, ${fmt(l.value.afterResponse)} ms after its list response`
          : `App first load (${n}): n/a (${l.reason})`,
      );
      lines.push(browseLine(`App browse (CPU ${CONDITIONS.cpuSlowdown}×, ${n})`, round.browse));
    });
    lines.push(browseLine('App browse (CPU 1×, for comparison)', app.browseUnthrottled));
  }
  lines.push(
    `Build (whole site, astro build): ${f.buildMs === null ? 'n/a (skipped)' : `${fmt(f.buildMs / 1000, 1)} s`}`,
  );
  if (f.server) {
    for (const [name, m] of [
      ['login (correct password)', f.server.login],
      ['folder list (page 1 of my box)', f.server.folderList],
    ] as const) {
      lines.push(
        m.ok
          ? `Server ${name}, 32 connections × 10 s: ${fmt(m.value.rps, 1)} req/s, p99 ${fmt(m.value.p99)} ms (${m.value.requests} answered; ${m.value.non2xx} non-2xx, ${m.value.timeouts} timed out after 20 s, ${m.value.errors} errors)`
          : `Server ${name}: n/a (${m.reason})`,
      );
    }
  }
  const search = f.search ?? null;
  if (search !== null) {
    const s = search.byScript;
    lines.push(
      `Server search, GET /v2/search on the seeded data + ${search.files.toLocaleString('en')} files, ${search.queries} queries one at a time (${search.found} found something): p50 ${fmt(search.p50, 1)} ms, p95 ${fmt(search.p95, 1)} ms, max ${fmt(search.max, 1)} ms; p95 Latin ${fmt(s.latin, 1)}, Japanese ${fmt(s.japanese, 1)}, Korean ${fmt(s.korean, 1)} ms`,
    );
  }
  return lines;
}
