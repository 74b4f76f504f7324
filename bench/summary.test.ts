import { describe, expect, it } from 'vitest';
import { loadBudgets, type Verdict } from './lib/budgets.ts';
import type { AppBrowse, AppLoad } from './measure/app.ts';
import type { LoadSample } from './measure/page-load.ts';
import { mediansOf, type PageFigures } from './measure/public-pages.ts';
import type { AppFigures, AppRound } from './measure/signed-in.ts';
import {
  appVerdicts,
  budgetMarks,
  judgementOf,
  otherLines,
  pageTable,
  verdictsOf,
  type BenchFigures,
} from './summary.ts';

const budgets = loadBudgets();
const judged = { ok: true } as const;
const noisy = { ok: false, reason: 'too noisy to judge' } as const;

const browse = (over: Partial<AppBrowse> = {}): AppBrowse => ({
  openFolder: 120,
  sortMs: [90, 110],
  searchMs: [140, 60],
  scrollMs: 20_000,
  frames: 800,
  droppedFrames: 0,
  longTasks: 0,
  maxLongTask: 0,
  reachedBottom: true,
  heap: 9 * 1024 * 1024,
  ...over,
});
const round = (afterResponse: number, b: AppBrowse = browse()): AppRound => ({
  loads: {
    ok: true,
    value: {
      samples: [] as AppLoad[],
      firstPaint: 400,
      firstPage: 1000,
      afterResponse,
      script: 120 * 1024,
      total: 150 * 1024,
      requests: 20,
    },
  },
  browse: { ok: true, value: b },
});
const app = (rounds: AppRound[]): AppFigures => ({
  rounds,
  folder: { ok: true, value: null },
  browseUnthrottled: { ok: false, reason: 'not measured' },
});
const failed = (verdicts: ReturnType<typeof appVerdicts>) =>
  verdicts.filter((v) => v.ok === false).map((v) => v.budget);

describe('appVerdicts', () => {
  it.each<[string, AppFigures, string[]]>([
    ['three rounds within every budget', app([round(80), round(90), round(95)]), []],
    [
      'one round over on its first folder page',
      app([round(80), round(130), round(95)]),
      ['first folder page after response ms (round 2 of 3)'],
    ],
    [
      'the worst search counts',
      app([round(80, browse({ searchMs: [160, 60] })), round(80), round(80)]),
      ['search 10,000 entries ms (round 1 of 3)'],
    ],
    [
      'a long task while scrolling, and a heavy heap',
      app([round(80), round(80), round(80, browse({ longTasks: 1, heap: 16 * 1024 * 1024 }))]),
      ['10,000-entry scroll long tasks (round 3 of 3)', 'heap after browsing MB (round 3 of 3)'],
    ],
    ['fewer rounds than asked', app([round(80)]), ['rounds missing of 3 (--repeat)']],
  ])('%s', (_name, figures, expected) => {
    expect(failed(appVerdicts(figures, budgets, judged))).toEqual(expected);
  });

  it('gives no timing verdict when the floors did not hold still, but keeps the figure', () => {
    const verdicts = appVerdicts(app([round(300), round(80), round(80)]), budgets, noisy);
    const first = verdicts.find(
      (v) => v.budget.startsWith('first folder page') && v.actual === 300,
    );
    expect(first).toMatchObject({ ok: null, note: 'too noisy to judge' });
    expect(failed(verdicts)).toEqual([]);
  });

  it('judges bytes and heap whatever the noise', () => {
    const heavy = browse({ heap: 20 * 1024 * 1024 });
    const verdicts = appVerdicts(app([round(80, heavy), round(80), round(80)]), budgets, noisy);
    expect(failed(verdicts)).toEqual(['heap after browsing MB (round 1 of 3)']);
  });

  it('says why when the app was not measured', () => {
    const verdicts = appVerdicts(null, budgets, judged);
    expect(verdicts.every((v) => v.ok === null)).toBe(true);
  });
});

describe('otherLines: the app', () => {
  it('shows when the skeleton painted and when the first folder page did (decision 034)', () => {
    const figures = {
      floor: null,
      languageFloors: null,
      reactFloor: null,
      pages: [],
      unbuilt: [],
      onDemand: [],
      app: app([round(60)]),
      server: null,
      buildMs: null,
    } as unknown as BenchFigures;
    const line = otherLines(figures).find((l) => l.startsWith('App first load'));
    expect(line).toContain('skeleton painted 400 ms, first folder page 1000 ms after navigation');
  });
});

describe('a page in Japanese or Korean against the floors in its language (decisions 027, 038)', () => {
  const load = (lcp: number, idle = 900): LoadSample => ({
    net: {
      requests: 4,
      bytes: { document: 9000, script: 60_000, style: 0, font: 0, image: 0, other: 0 },
      total: 69_000,
      decodedScript: 180_000,
    },
    fcp: lcp,
    lcp,
    idle,
    tbt: 0,
    longTasksAfterPaint: 1,
    heap: 2_000_000,
  });
  const page = (path: string, lcp: number, idle = 900): PageFigures => {
    const samples = Array.from({ length: 7 }, () => load(lcp, idle));
    return { path, medians: mediansOf(samples), samples };
  };
  const figures = (pages: PageFigures[], withLanguages = true): BenchFigures => ({
    floor: page('floor (no JS)', 300, 300),
    languageFloors: withLanguages
      ? { ja: page('floor (no JS, ja)', 400, 400), ko: page('floor (no JS, ko)', 380, 380) }
      : null,
    reactFloor: page('floor + React (one form island)', 420, 800),
    languageReactFloors: withLanguages
      ? {
          ja: page('floor + React (one form island, ja)', 480, 880),
          ko: page('floor + React (one form island, ko)', 470, 1000),
        }
      : null,
    pages,
    unbuilt: [],
    onDemand: [],
    app: null,
    server: null,
    buildMs: null,
  });
  const lcp = (verdicts: Verdict[], path: string) =>
    verdicts.find((v) => v.subject === path && v.budget === 'LCP ×no-JS floor');
  const idle = (verdicts: Verdict[], path: string) =>
    verdicts.find((v) => v.subject === path && v.budget === 'hydrated+idle ×React floor');

  it('holds each page’s LCP to the floor in its own language', () => {
    const pages = [page('/login/', 330), page('/ja/login/', 440), page('/ko/login/', 460)];
    const verdicts = verdictsOf(figures(pages), budgets);
    expect(lcp(verdicts, '/login/')).toMatchObject({ actual: 1.1, ok: true });
    expect(lcp(verdicts, '/ja/login/')).toMatchObject({ actual: 1.1, ok: true });
    expect(lcp(verdicts, '/ko/login/')).toMatchObject({ actual: 1.21, ok: false });
  });

  it('holds each page’s hydrated + idle to the React floor in its own language (decision 038)', () => {
    const pages = [
      page('/login/', 330, 1000),
      page('/ja/login/', 440, 1100),
      page('/ko/login/', 460, 1400),
    ];
    const verdicts = verdictsOf(figures(pages), budgets);
    expect(idle(verdicts, '/login/')).toMatchObject({ actual: 1.25, ok: true });
    expect(idle(verdicts, '/ja/login/')).toMatchObject({ actual: 1.25, ok: true });
    expect(idle(verdicts, '/ko/login/')).toMatchObject({ actual: 1.4, ok: false });
  });

  it('falls back on the English floors when a run has no floor in the language', () => {
    const verdicts = verdictsOf(figures([page('/ja/login/', 440, 1100)], false), budgets);
    expect(lcp(verdicts, '/ja/login/')).toMatchObject({ actual: 1.47, ok: false });
    expect(idle(verdicts, '/ja/login/')).toMatchObject({ actual: 1.38, ok: false });
  });

  it('does not judge a run whose React floor in a language did not hold still', () => {
    const still = figures([page('/ja/login/', 440, 1100)]);
    expect(judgementOf(still, budgets)).toEqual({ ok: true });
    const shaky = Array.from({ length: 7 }, (_, i) => load(480, i % 2 === 0 ? 600 : 1200));
    const noisy: BenchFigures = {
      ...still,
      languageReactFloors: {
        ja: {
          path: 'floor + React (one form island, ja)',
          medians: mediansOf(shaky),
          samples: shaky,
        },
        ko: page('floor + React (one form island, ko)', 470, 1000),
      },
    };
    expect(judgementOf(noisy, budgets)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('React floor (ja) hydrated+idle') as unknown,
    });
  });

  it('shows the floors in the languages in the table, each after the English one', () => {
    const table = pageTable(figures([page('/ja/login/', 440)]), []);
    const names = table
      .split('\n')
      .slice(2)
      .map((line) => line.split('|')[1]?.trim());
    expect(names).toEqual([
      'floor (no JS)',
      'floor (no JS, ja)',
      'floor (no JS, ko)',
      'floor + React (one form island)',
      'floor + React (one form island, ja)',
      'floor + React (one form island, ko)',
      '/ja/login/',
    ]);
  });
});

describe("budgetMarks: a page's cell in the table", () => {
  const v = (budget: string, ok: boolean | null): Verdict => ({
    budget,
    subject: '/login/',
    actual: 1,
    limit: 1,
    ok,
  });
  it.each<[string, Verdict[], string]>([
    ['no budget for the page', [], ''],
    ['every budget holds', [v('LCP', true), v('idle', true)], '✓'],
    ['one fails', [v('LCP', false), v('idle', true)], '✗ LCP'],
    ['undecided only: not shown as holding', [v('LCP', null), v('idle', true)], '? LCP'],
    [
      'fails and undecided',
      [v('LCP', false), v('idle', null), v('tasks', null)],
      '✗ LCP; ? idle, tasks',
    ],
  ])('%s', (_, verdicts, cell) => {
    expect(budgetMarks(verdicts, '/login/')).toBe(cell);
  });

  it("reads only the subject's own verdicts", () => {
    expect(budgetMarks([{ ...v('LCP', false), subject: '/ja/login/' }], '/login/')).toBe('');
  });
});
