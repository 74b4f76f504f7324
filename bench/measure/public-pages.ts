// Every public page in every language, measured in rounds beside the floor page and the React
// floor, each in every language: each round loads the floors, then every page once, so drift on
// a shared machine hits all of them alike.
import type { Browser } from '@playwright/test';
import { median } from '../lib/stats.ts';
import type { PageRef } from '../lib/pages.ts';
import { FLOOR_LANGUAGES, languageFloorLabel, type FloorLanguage } from '../lib/floor-html.ts';
import type { Locale } from '../../src/lib/i18n/locales.ts';
import { measureLoad, type LoadSample } from './page-load.ts';

/** How the table names the reference pages (none is held to a budget). */
export const FLOOR_LABEL = 'floor (no JS)';
export const REACT_FLOOR_LABEL = 'floor + React (one form island)';
/** How the table names the React floor in `language` (decision 038). */
export const reactFloorLabel = (language: FloorLanguage) =>
  `floor + React (one form island, ${language})`;

/** The medians of a page's loads. */
export interface PageMedians {
  readonly requests: number | null;
  readonly document: number | null;
  readonly script: number | null;
  readonly style: number | null;
  readonly font: number | null;
  readonly image: number | null;
  readonly total: number | null;
  readonly decodedScript: number | null;
  readonly fcp: number | null;
  readonly lcp: number | null;
  readonly idle: number | null;
  readonly tbt: number | null;
  readonly longTasksAfterPaint: number | null;
  readonly heap: number | null;
}

/** A page's figures: medians and the raw samples (the ratios to the floors: lib/timing.ts). */
export interface PageFigures {
  readonly path: string;
  readonly medians: PageMedians;
  readonly samples: readonly LoadSample[];
}

/** The medians over samples. */
export function mediansOf(samples: readonly LoadSample[]): PageMedians {
  const m = (pick: (s: LoadSample) => number | null) => median(samples.map(pick));
  return {
    requests: m((s) => s.net.requests),
    document: m((s) => s.net.bytes.document),
    script: m((s) => s.net.bytes.script),
    style: m((s) => s.net.bytes.style),
    font: m((s) => s.net.bytes.font),
    image: m((s) => s.net.bytes.image),
    total: m((s) => s.net.total),
    decodedScript: m((s) => s.net.decodedScript),
    fcp: m((s) => s.fcp),
    lcp: m((s) => s.lcp),
    idle: m((s) => s.idle),
    tbt: m((s) => s.tbt),
    longTasksAfterPaint: m((s) => s.longTasksAfterPaint),
    heap: m((s) => s.heap),
  };
}

/**
 * A floor in each language but English, for the pages in it: the no-JS floor (decision 027),
 * the React floor (decision 038).
 */
export type LanguageFloors = Readonly<Record<FloorLanguage, PageFigures>>;

/**
 * Runs `runs` rounds over the floor and the pages; returns the floor's and each page's figures.
 * `urlOf` gives the URL of each load (a fresh e-mailed link for the link pages).
 */
export async function measurePages(
  browser: Browser,
  urlOf: (page: PageRef) => Promise<string>,
  floors: {
    readonly floor: string;
    readonly languages: Readonly<Record<FloorLanguage, string>>;
    /** The React floor in each language. */
    readonly react: Readonly<Record<Locale, string>> | null;
  },
  pages: readonly PageRef[],
  runs: number,
  progress: (line: string) => void,
): Promise<{
  floor: PageFigures;
  languageFloors: LanguageFloors;
  reactFloor: PageFigures | null;
  languageReactFloors: LanguageFloors | null;
  pages: PageFigures[];
}> {
  const floorSamples: LoadSample[] = [];
  const languageSamples = new Map<FloorLanguage, LoadSample[]>(FLOOR_LANGUAGES.map((l) => [l, []]));
  const reactSamples: LoadSample[] = [];
  const reactLanguageSamples = new Map<FloorLanguage, LoadSample[]>(
    FLOOR_LANGUAGES.map((l) => [l, []]),
  );
  const samples = new Map<string, LoadSample[]>(pages.map((p) => [p.path, []]));
  for (let round = 1; round <= runs; round += 1) {
    progress(`round ${round}/${runs}: the floors + ${pages.length} pages`);
    floorSamples.push(await measureLoad(browser, floors.floor));
    for (const language of FLOOR_LANGUAGES)
      languageSamples.get(language)?.push(await measureLoad(browser, floors.languages[language]));
    if (floors.react !== null) {
      reactSamples.push(await measureLoad(browser, floors.react.en));
      for (const language of FLOOR_LANGUAGES)
        reactLanguageSamples
          .get(language)
          ?.push(await measureLoad(browser, floors.react[language]));
    }
    for (const page of pages)
      samples.get(page.path)?.push(await measureLoad(browser, await urlOf(page)));
  }
  const figures = (path: string, list: readonly LoadSample[]): PageFigures => ({
    path,
    medians: mediansOf(list),
    samples: list,
  });
  const byLanguage = (
    label: (language: FloorLanguage) => string,
    samplesOf: ReadonlyMap<FloorLanguage, LoadSample[]>,
  ) =>
    Object.fromEntries(
      FLOOR_LANGUAGES.map((l) => [l, figures(label(l), samplesOf.get(l) ?? [])]),
    ) as LanguageFloors;
  return {
    floor: figures(FLOOR_LABEL, floorSamples),
    languageFloors: byLanguage(languageFloorLabel, languageSamples),
    reactFloor: floors.react === null ? null : figures(REACT_FLOOR_LABEL, reactSamples),
    languageReactFloors:
      floors.react === null ? null : byLanguage(reactFloorLabel, reactLanguageSamples),
    pages: pages.map((p) => figures(p.path, samples.get(p.path) ?? [])),
  };
}
