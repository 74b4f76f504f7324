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

  // The reset page with its hosts: the toast host's code comes with the first toast, not with
  // the form; what the form uses too stays in the form's chunk.
  const hosts = graph(
    {
      'Island.tsx': ['t.ts?page=R', 'LazyToast.tsx?page=R'],
      'Form.tsx?page=R': ['Field.tsx?page=R', 'keys.ts?page=R'],
      'Toast.tsx?page=R': ['modal.ts?page=R', 'keys.ts?page=R'],
    },
    {
      'Island.tsx': ['Form.tsx?page=R'],
      'LazyToast.tsx?page=R': ['Toast.tsx?page=R'],
      'Form.tsx?page=R': ['Toast.tsx?page=R'],
    },
  );
  const withHosts = { ...hosts, onDemand: (id: string) => id.startsWith('Toast.tsx') };

  it.each([
    ['LazyToast.tsx?page=R', 'first'],
    ['Form.tsx?page=R', 'later'],
    ['Field.tsx?page=R', 'later'],
    ['keys.ts?page=R', 'later'],
    ['Toast.tsx?page=R', 'on-demand'],
    ['modal.ts?page=R', 'on-demand'],
  ] as const)('with on-demand hosts, puts %s in the %s chunk', (id, chunk) => {
    expect(pageChunkOf(id, 'Island.tsx', withHosts)).toBe(chunk);
  });

  it('puts a host in the later chunk when nothing says it loads on demand', () => {
    expect(pageChunkOf('Toast.tsx?page=R', 'Island.tsx', hosts)).toBe('later');
    expect(pageChunkOf('modal.ts?page=R', 'Island.tsx', hosts)).toBe('later');
  });

  it('keeps a host in the later chunk when a later module imports it statically', () => {
    const statically = graph(
      { 'Island.tsx': ['LazyToast.tsx?page=R'], 'Form.tsx?page=R': ['Toast.tsx?page=R'] },
      { 'Island.tsx': ['Form.tsx?page=R'], 'LazyToast.tsx?page=R': ['Toast.tsx?page=R'] },
    );
    const onDemand = (id: string) => id.startsWith('Toast.tsx');
    expect(pageChunkOf('Toast.tsx?page=R', 'Island.tsx', { ...statically, onDemand })).toBe(
      'later',
    );
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
