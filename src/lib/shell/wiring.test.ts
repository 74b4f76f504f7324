import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createShellBridge, type BridgeHost, type WebviewTransport } from './bridge.ts';
import type { ShellMessage } from './messages.ts';
import { parseShellMessage } from './parse.ts';
import {
  changeDirMessage,
  commandFor,
  downloadMessage,
  fileNameOfUrl,
  openFilePathMessage,
  setSizeMessage,
  snoozeMessage,
  type ShellCommand,
  type ShellEntry,
  type ShellView,
} from './wiring.ts';

const plan: ShellEntry = { kind: 'file', node: '1001', fileSeq: 42, name: 'Plan.docx' };
const sub: ShellEntry = { kind: 'folder', node: '1001a7b', fileSeq: null, name: 'Sub' };
const view: ShellView = {
  folder: { node: '1001', dirSeq: 5, name: 'Plans', path: ['My box', 'Plans'] },
  items: [plan, sub],
  selected: [plan],
};
const refresh: ShellCommand = { kind: 'refresh' };
const outside: ShellCommand = { kind: 'ignore', reason: 'not in the open folder' };

describe('commandFor: what an incoming message does', () => {
  it.each<[string, ShellMessage, ShellCommand]>([
    [
      'RefreshItem of the open folder refreshes it',
      { type: 'RefreshItem', payload: { node: '1001' } },
      refresh,
    ],
    [
      'RefreshItem of a listed sub-folder refreshes the list',
      { type: 'RefreshItem', payload: { node: '1001a7b' } },
      refresh,
    ],
    [
      'RefreshItem of another folder changes nothing',
      { type: 'RefreshItem', payload: { node: '2002' } },
      outside,
    ],
    [
      'FileRestored into the open folder refreshes it',
      { type: 'FileRestored', payload: { fileSeq: '9', node: '1001' } },
      refresh,
    ],
    [
      'FileRestored elsewhere changes nothing',
      { type: 'FileRestored', payload: { fileSeq: '9', node: '2002' } },
      outside,
    ],
    [
      'FileRenamed of a shown file renames its row',
      { type: 'FileRenamed', payload: { fileSeq: '42', name: 'Plan v2.docx' } },
      { kind: 'rename', fileSeq: '42', name: 'Plan v2.docx' },
    ],
    [
      'FileRenamed of a file not shown changes nothing',
      { type: 'FileRenamed', payload: { fileSeq: '7', name: 'x' } },
      outside,
    ],
    [
      'a new link on a shown file refreshes the list',
      { type: 'OnLinkCreatedOrChanged', payload: { fileSeq: '42' } },
      refresh,
    ],
    [
      'a new link elsewhere changes nothing',
      { type: 'OnLinkCreatedOrChanged', payload: { fileSeq: '8' } },
      outside,
    ],
    [
      'HandleHistory back goes back',
      { type: 'HandleHistory', payload: { action: 'back' } },
      { kind: 'history', action: 'back' },
    ],
    [
      'HandleHistory forward goes forward',
      { type: 'HandleHistory', payload: { action: 'forward' } },
      { kind: 'history', action: 'forward' },
    ],
    [
      'GetCurrentCopyMoveInfo is answered with the folder and the selected files',
      { type: 'GetCurrentCopyMoveInfo', payload: { requestId: 'r1' } },
      {
        kind: 'answer',
        message: {
          type: 'GetCurrentCopyMoveInfo',
          payload: { requestId: 'r1', mode: 'none', fileSeqs: ['42'], node: '1001' },
        },
      },
    ],
    [
      'GetRevertItem is answered with the one selected file',
      { type: 'GetRevertItem', payload: { requestId: 'r2' } },
      {
        kind: 'answer',
        message: {
          type: 'GetRevertItem',
          payload: { requestId: 'r2', node: '1001', fileSeq: '42', name: 'Plan.docx' },
        },
      },
    ],
    [
      'OnUpdatedAllowedApp is only acknowledged',
      { type: 'OnUpdatedAllowedApp', payload: { apps: ['Word'] } },
      { kind: 'acknowledge', note: '1 allowed apps' },
    ],
    [
      'an outgoing message played back is ignored',
      { type: 'Close', payload: {} },
      { kind: 'ignore', reason: 'Close is not sent to the page' },
    ],
  ])('%s', (_, message, expected) => {
    expect(commandFor(message, view)).toEqual(expected);
  });

  it.each<[string, ShellView]>([
    ['with nothing selected', { ...view, selected: [] }],
    ['with two files selected', { ...view, selected: [plan, { ...plan, fileSeq: 43 }] }],
    ['with only a folder selected', { ...view, selected: [sub] }],
  ])('answers GetRevertItem with the folder only %s', (_, shown) => {
    expect(commandFor({ type: 'GetRevertItem', payload: { requestId: 'r' } }, shown)).toEqual({
      kind: 'answer',
      message: { type: 'GetRevertItem', payload: { requestId: 'r', node: '1001' } },
    });
  });

  it('answers every request in a form the shell parses back', () => {
    for (const type of ['GetCurrentCopyMoveInfo', 'GetRevertItem'] as const) {
      const command = commandFor({ type, payload: { requestId: 'x-1' } }, view);
      expect(command.kind).toBe('answer');
      if (command.kind === 'answer')
        expect(parseShellMessage(command.message, 'out')).toEqual(command.message);
    }
  });
});

describe('outgoing messages', () => {
  it.each<[string, unknown, unknown]>([
    [
      'NotifyChangeDir carries node, dir_seq, name and path',
      changeDirMessage({ node: '1001', dirSeq: 5, name: 'Plans', path: ['My box', 'Plans'] }),
      {
        type: 'NotifyChangeDir',
        payload: { node: '1001', dir_seq: '5', name: 'Plans', path: '/My box/Plans' },
      },
    ],
    [
      'Download resolves a relative link against the page',
      downloadMessage('/dl/1?sig=a', '報告書.pdf', 'http://localhost:4399/?node=1'),
      {
        type: 'Download',
        payload: { url: 'http://localhost:4399/dl/1?sig=a', file_name: '報告書.pdf' },
      },
    ],
    [
      'Download refuses a javascript: link',
      downloadMessage('javascript:alert(1)', 'a', 'https://x.example/'),
      null,
    ],
    [
      'Download refuses a data: link',
      downloadMessage('data:text/html,x', 'a', 'https://x.example/'),
      null,
    ],
    [
      'SetSize clamps to the sizes the shell accepts',
      setSizeMessage(50, 20_000),
      { type: 'SetSize', payload: { width: 100, height: 10_000 } },
    ],
    [
      'SnoozeAlert rounds to whole minutes',
      snoozeMessage(29.6),
      { type: 'SnoozeAlert', payload: { minutes: 30 } },
    ],
    [
      'OpenFilePath names the file',
      openFilePathMessage(plan),
      { type: 'OpenFilePath', payload: { fileSeq: '42', node: '1001', name: 'Plan.docx' } },
    ],
    ['OpenFilePath has nothing to open for a folder', openFilePathMessage(sub), null],
    [
      'a zip link is named by its last segment',
      fileNameOfUrl('/zip/Files%20A.zip?k=1', 'download.zip'),
      'Files A.zip',
    ],
    [
      'a link ending in a slash gets the fallback name',
      fileNameOfUrl('/zip/', 'download.zip'),
      'download.zip',
    ],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('builds outgoing messages the parser accepts', () => {
    const messages = [
      changeDirMessage({ node: '1001', dirSeq: 5, name: 'Plans', path: ['My box'] }),
      downloadMessage('/dl/1', 'a.pdf', 'https://app.example.com/'),
      setSizeMessage(560, 720),
      snoozeMessage(15),
      openFilePathMessage(plan),
    ];
    for (const message of messages) expect(parseShellMessage(message, 'out')).toEqual(message);
  });
});

describe('junk from the shell', () => {
  it('never reaches the app and never throws, whatever arrives', () => {
    const listeners = new Set<(event: { data: unknown }) => void>();
    const webview: WebviewTransport = {
      postMessage: () => undefined,
      addEventListener: (_, l) => listeners.add(l),
      removeEventListener: (_, l) => listeners.delete(l),
    };
    const host: BridgeHost = { chrome: { webview } };
    const commands: ShellCommand[] = [];
    const warnings: string[] = [];
    createShellBridge(host, (reason) => warnings.push(reason)).subscribe((message) => {
      commands.push(commandFor(message, view));
    });
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.record({ type: fc.string(), payload: fc.jsonValue() })),
        (raw) => {
          const before = commands.length;
          listeners.forEach((l) => {
            l({ data: raw });
          });
          const parsed = parseShellMessage(raw, 'in');
          return parsed === null ? commands.length === before : commands.length === before + 1;
        },
      ),
      { numRuns: 1000 },
    );
    expect(warnings.length).toBeGreaterThan(0);
  });
});
