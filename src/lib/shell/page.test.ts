import { describe, expect, it } from 'vitest';
import { createShellBridge } from './bridge.ts';
import {
  agreeInShell,
  demoHost,
  handOffDownload,
  linkChangedInShell,
  shellLoginLink,
  sizeAppModePage,
  wantsDemo,
} from './page.ts';

function demo() {
  const lines: [string, unknown][] = [];
  const host = demoHost((line, data) => lines.push([line, data]));
  return { host, lines, bridge: createShellBridge(host, () => undefined) };
}

describe('the page bridge', () => {
  it.each([
    ['?shell=demo', true],
    ['?node=1&shell=demo', true],
    ['?shell=real', false],
    ['', false],
  ])('reads the demo flag from %j', (search, expected) => {
    expect(wantsDemo(search)).toBe(expected);
  });

  it('logs what the page sends to the demo shell and plays what it receives', () => {
    const { host, lines, bridge } = demo();
    const received: unknown[] = [];
    bridge.subscribe((m) => received.push(m));
    bridge.send({ type: 'Close', payload: {} });
    host.receive({ type: 'RefreshItem', payload: { node: '1' } });
    expect(lines.map(([line]) => line)).toEqual(['page → shell', 'shell → page']);
    expect(received).toEqual([{ type: 'RefreshItem', payload: { node: '1' } }]);
  });

  it.each([
    [
      'https://app.example.com/link#abc',
      { fileSeq: '42', url: 'https://app.example.com/link#abc' },
    ],
    ['http://localhost:4321/link#abc', { fileSeq: '42' }],
    ['', { fileSeq: '42' }],
  ])('tells the shell a link changed (%s)', (url, payload) => {
    const { lines, bridge } = demo();
    expect(linkChangedInShell(42, url, bridge)).toBe(true);
    expect(lines).toEqual([['page → shell', { type: 'OnLinkCreatedOrChanged', payload }]]);
  });

  it('hands a download to the shell inside it', () => {
    const { lines, bridge } = demo();
    expect(handOffDownload('https://dl.example.com/a', 'a.pdf', bridge)).toBe(true);
    expect(lines[0]?.[1]).toEqual({
      type: 'Download',
      payload: { url: 'https://dl.example.com/a', file_name: 'a.pdf' },
    });
  });

  it.each([
    [
      'hands no download over',
      (b: ReturnType<typeof createShellBridge>) => handOffDownload('/a', 'a', b),
    ],
    ['agrees nothing in the shell', agreeInShell],
    ['asks for no window size', sizeAppModePage],
  ])('in a plain browser it %s', (_, act) => {
    expect(act(createShellBridge({}))).toBe(false);
  });

  it('sends GdprAgree then Close when agreeing in app mode, and sizes the window', () => {
    const { lines, bridge } = demo();
    expect(sizeAppModePage(bridge)).toBe(true);
    expect(agreeInShell(bridge)).toBe(true);
    expect(lines.map(([, data]) => (data as { type: string }).type)).toEqual([
      'SetSize',
      'GdprAgree',
      'Close',
    ]);
  });

  it('gives the login flow the app mode and the GDPR hand-off', () => {
    const { lines, bridge } = demo();
    const link = shellLoginLink(bridge);
    expect(link.isAppMode()).toBe(true);
    link.sendGdprAgreement();
    expect(lines).toEqual([['page → shell', { type: 'GdprAgree', payload: {} }]]);
    expect(shellLoginLink(createShellBridge({})).isAppMode()).toBe(false);
  });
});
