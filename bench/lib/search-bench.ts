// The search-latency part of the bench (requirements X19): the names of the generated files and
// the queries timed against them, deterministic so that two runs time the same work, and the
// percentiles of the timings.
import { seededRandom } from './stats.ts';

/** How many files the bench adds to the seeded data. */
export const GENERATED_FILES = 100_000;
/** How many searches it times. */
export const QUERY_COUNT = 200;

// Words of business file names in the three languages (Japanese and Korean as people write them).
const LATIN = [
  'invoice',
  'report',
  'minutes',
  'contract',
  'budget',
  'summary',
  'draft',
  'review',
  'design',
  'proposal',
  'schedule',
  'meeting',
  'quarterly',
  'backup',
  'archive',
  'customer',
  'project',
  'delivery',
  'estimate',
  'payroll',
];
const JAPANESE = [
  '議事録',
  '見積書',
  '請求書',
  '報告書',
  '契約書',
  '企画書',
  '提案書',
  '仕様書',
  '会議資料',
  '月次報告',
  '予算案',
  '納品書',
  '発注書',
  '顧客一覧',
  '作業手順',
  '設計図面',
  '売上集計',
  '営業資料',
  '人事評価',
  '経費精算',
];
const KOREAN = [
  '회의록',
  '견적서',
  '청구서',
  '보고서',
  '계약서',
  '기획서',
  '제안서',
  '사양서',
  '회의자료',
  '월간보고',
  '예산안',
  '납품서',
  '발주서',
  '고객목록',
  '작업절차',
  '설계도면',
  '매출집계',
  '영업자료',
  '인사평가',
  '경비정산',
];
const EXTENSIONS = ['pdf', 'docx', 'xlsx', 'txt', 'pptx', 'png', 'csv', 'zip'];

/** The three scripts of the generated names and of the queries. */
export type Script = 'latin' | 'japanese' | 'korean';
const WORDS: Record<Script, readonly string[]> = {
  latin: LATIN,
  japanese: JAPANESE,
  korean: KOREAN,
};
const SCRIPTS: readonly Script[] = ['latin', 'japanese', 'korean'];

const pick = <T>(list: readonly T[], next: () => number): T =>
  list[Math.floor(next() * list.length)] as T;

/**
 * The name of generated file `index`: two words of one script (a third of the files each), a
 * year and month, and the index, so every name is unique.
 */
export function generatedName(index: number): string {
  const next = seededRandom(index + 1);
  const script = SCRIPTS[index % SCRIPTS.length] ?? 'latin';
  const words = WORDS[script];
  const first = pick(words, next);
  const second = pick(words, next);
  const month = String(1 + Math.floor(next() * 12)).padStart(2, '0');
  const year = 2019 + Math.floor(next() * 8);
  const sep = script === 'latin' ? '-' : '_';
  return `${first}${sep}${second}${sep}${year}-${month}-${String(index).padStart(6, '0')}.${pick(EXTENSIONS, next)}`;
}

/** One timed query: its text and its script. */
export interface BenchQuery {
  readonly q: string;
  readonly script: Script;
}

/**
 * `count` queries, the three scripts in turn, each 2 to 6 characters cut from a word (Latin
 * sometimes upper-case or with a digit run, as people type them).
 */
export function benchQueries(count = QUERY_COUNT, seed = 19): BenchQuery[] {
  const next = seededRandom(seed);
  const out: BenchQuery[] = [];
  for (let i = 0; i < count; i += 1) {
    const script = SCRIPTS[i % SCRIPTS.length] ?? 'latin';
    const chars = Array.from(pick(WORDS[script], next));
    const length = Math.min(chars.length, 2 + Math.floor(next() * 5));
    const start = Math.floor(next() * (chars.length - length + 1));
    let q = chars.slice(start, start + length).join('');
    if (script === 'latin' && i % 7 === 0) q = q.toUpperCase();
    if (script === 'latin' && i % 11 === 0) q = `20${String(19 + (i % 8)).slice(-2)}`;
    out.push({ q, script });
  }
  return out;
}

/** The `p`-th percentile (0–100, nearest rank) of the numbers; null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? null;
}
