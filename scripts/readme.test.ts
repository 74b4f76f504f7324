import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed.ts';
import { FILE_DEMO_ACCOUNTS } from '../server/seed-files.ts';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');

describe('the README', () => {
  it('lists every demo account of the seed, the file-area ones included, in order', () => {
    const block = readme.slice(readme.indexOf('<!-- demo:start'), readme.indexOf('<!-- demo:end'));
    const rows = block
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim().replaceAll('`', '')));
    expect(rows.map((cells) => [cells[1], cells[2], cells[3]])).toEqual([
      ...DEMO_ACCOUNTS.map((a) => [a.company, a.userId, a.shows]),
      ...FILE_DEMO_ACCOUNTS.map((a) => ['demo', a.userId, a.shows]),
    ]);
  });

  it('names the demo password', () => {
    expect(readme).toContain(`\`${DEMO_PASSWORD}\``);
  });

  it('gives the two commands CI runs', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
    const ci = readFileSync(join(import.meta.dirname, '..', '.ci', 'run'), 'utf8');
    expect(ci).toContain('npm install && npm test');
  });
});
