import { describe, expect, it } from 'vitest';
import { pageChunkOf, type ModuleGraph } from './page-chunks.ts';

const graph = (
  imports: Record<string, string[]>,
  dynamicImports: Record<string, string[]> = {},
): ModuleGraph => ({
  imports: (id) => imports[id] ?? [],
  dynamicImports: (id) => dynamicImports[id] ?? [],
});

describe('pageChunkOf', () => {
  // The reset page: the island and its kit at first; the form after the link's check.
  const reset = graph(
    {
      'Island.tsx': ['t.ts?page=R', 'Button.tsx?page=R'],
      'Button.tsx?page=R': ['keys.ts?page=R'],
      'Form.tsx?page=R': ['policy.ts?page=R', 'Button.tsx?page=R'],
    },
    { 'Island.tsx': ['Form.tsx?page=R'] },
  );

  it.each([
    ['Island.tsx', 'first'],
    ['t.ts?page=R', 'first'],
    ['keys.ts?page=R', 'first'],
    ['Button.tsx?page=R', 'first'],
    ['Form.tsx?page=R', 'later'],
    ['policy.ts?page=R', 'later'],
  ] as const)('puts %s in the %s chunk', (id, chunk) => {
    expect(pageChunkOf(id, 'Island.tsx', reset)).toBe(chunk);
  });

  it('keeps one chunk when what comes later holds no component', () => {
    const mail = graph(
      { 'Mail.tsx': ['views.tsx?page=M'], 'bridge.ts?page=M': ['parse.ts?page=M'] },
      { 'Mail.tsx': ['bridge.ts?page=M'] },
    );
    expect(pageChunkOf('bridge.ts?page=M', 'Mail.tsx', mail)).toBe('first');
    expect(pageChunkOf('parse.ts?page=M', 'Mail.tsx', mail)).toBe('first');
  });

  it('follows imports made later by modules that came later', () => {
    const link = graph(
      { 'Link.tsx': ['Shell.tsx?page=L'], 'App.tsx?page=L': ['api.ts?page=L'] },
      { 'Link.tsx': ['App.tsx?page=L'], 'api.ts?page=L': ['Viewer.tsx?page=L'] },
    );
    expect(pageChunkOf('Viewer.tsx?page=L', 'Link.tsx', link)).toBe('later');
    expect(pageChunkOf('Shell.tsx?page=L', 'Link.tsx', link)).toBe('first');
  });
});
