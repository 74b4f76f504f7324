// Every document link and every citation in code resolves inside the repository (issue 12's
// "every citation resolves"): relative links in the Markdown files point at files that exist,
// `#anchors` into docs/requirements.md and docs/security.md exist, and `(requirements L3)` /
// `security K7` citations name rules those documents define.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Files under `dir` (relative to the root) whose names end with one of `exts`. */
function walk(dir: string, exts: readonly string[]): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.'))
        out.push(...walk(path, exts));
    } else if (exts.some((ext) => entry.name.endsWith(ext))) out.push(path);
  }
  return out;
}

/** The `id="…"` anchors a document defines. */
const anchorsOf = (path: string) =>
  new Set([...read(path).matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));

const requirementIds = anchorsOf('docs/requirements.md');
const securityIds = anchorsOf('docs/security.md');
const markdown = ['README.md', 'bench/README.md', ...walk('docs', ['.md'])];
const code = ['src', 'server', 'e2e', 'scripts', 'bench'].flatMap((dir) =>
  walk(dir, ['.ts', '.tsx', '.astro', '.mjs']),
);

/** Ids a citation names: "L3", "E2–E5" (a range: both ends), "P1, P4". */
const idsIn = (list: string) => list.split(/[–,-]\s*|\s+/).filter((id) => /^[A-Z]+\d+$/.test(id));

describe('links between the documents', () => {
  it.each(markdown)('%s links only to files and anchors that exist', (file) => {
    const broken: string[] = [];
    for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (target === undefined || /^[a-z]+:/.test(target)) continue;
      const [path = '', anchor] = target.split('#');
      const resolved = path === '' ? file : relative(root, join(root, dirname(file), path));
      if (!existsSync(join(root, resolved))) broken.push(target);
      else if (anchor && resolved.endsWith('.md')) {
        const anchors = anchorsOf(resolved);
        const headings = [...read(resolved).matchAll(/^#+ (.+)$/gm)].map((m) =>
          (m[1] ?? '')
            .toLowerCase()
            .replace(/[^\p{L}\p{N} -]/gu, '')
            .replaceAll(' ', '-'),
        );
        if (!anchors.has(anchor) && !headings.includes(anchor)) broken.push(target);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('citations in code and tests', () => {
  it('name requirement rules that docs/requirements.md defines', () => {
    const unknown = code.flatMap((file) =>
      [...read(file).matchAll(/requirements ((?:[A-Z]+\d+(?:[–,-] ?|\s(?=[A-Z]+\d))?)+)/g)]
        .flatMap((m) => idsIn(m[1] ?? ''))
        .filter((id) => !requirementIds.has(id.toLowerCase()))
        .map((id) => `${file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('name security properties that docs/security.md defines', () => {
    const unknown = code.flatMap((file) =>
      [...read(file).matchAll(/security (K\d+)/g)]
        .filter((m) => !securityIds.has((m[1] ?? '').toLowerCase()))
        .map((m) => `${file}: ${m[1]}`),
    );
    expect(unknown).toEqual([]);
  });

  it('never point at documents outside the repository', () => {
    const outside = code.filter(
      (file) =>
        /\bspec [12] §/i.test(read(file)) || /\b(?:SECURITY|STYLE|DESIGN)\.md\b/.test(read(file)),
    );
    expect(outside).toEqual([]);
  });

  it('name docs/ files that exist', () => {
    const missing = code.flatMap((file) =>
      [...read(file).matchAll(/\b(docs\/[\w./-]+\.md)/g)]
        .map((m) => m[1] ?? '')
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
