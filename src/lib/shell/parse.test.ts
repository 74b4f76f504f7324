import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHELL_MESSAGES, type ShellMessageType } from './messages.ts';
import { MAX_MESSAGE_CHARS, parseShellMessage } from './parse.ts';

const valid: Readonly<Record<ShellMessageType, unknown>> = {
  GdprAgree: {},
  SetSize: { width: 800, height: 600 },
  OpenFilePath: { fileSeq: '42', node: '1{2', name: 'Plan.docx' },
  HandleHistory: { action: 'back' },
  OnUpdatedAllowedApp: { apps: ['Word', 'Excel'] },
  SelectAllowApp: { fileSeq: '42', app: 'Word' },
  GetCurrentCopyMoveInfo: { requestId: 'r-1' },
  NotifyChangeDir: { node: '1001', dir_seq: '7', name: 'Plans', path: '/My box/Plans' },
  SnoozeAlert: { minutes: 30 },
  GetRevertItem: { requestId: 'r-2', node: '1001', fileSeq: '42', name: 'a.pdf' },
  Close: {},
  FileRestored: { fileSeq: '42', node: '1001' },
  FileRenamed: { fileSeq: '42', name: '報告書.xlsx' },
  RefreshItem: { node: '1001' },
  OnLinkCreatedOrChanged: { fileSeq: '42', url: 'https://share.example.com/l/abc' },
  Download: { url: 'https://dl.example.com/a.pdf', file_name: 'a.pdf' },
};

const types = Object.keys(SHELL_MESSAGES) as ShellMessageType[];

describe('parseShellMessage', () => {
  it('knows the sixteen messages of the spec', () => {
    expect(types).toHaveLength(16);
  });

  it.each(types)('accepts a valid %s in the directions it travels', (type) => {
    const message = { type, payload: valid[type] };
    const direction = SHELL_MESSAGES[type].direction;
    for (const way of ['in', 'out'] as const) {
      const expected = direction === 'both' || direction === way ? message : null;
      expect(parseShellMessage(message, way)).toEqual(expected);
    }
  });

  it('accepts the same message as a JSON string', () => {
    expect(parseShellMessage('{"type":"RefreshItem","payload":{"node":"1001"}}')).toEqual({
      type: 'RefreshItem',
      payload: { node: '1001' },
    });
  });

  it.each([
    ['the string "null"', 'null'],
    ['null', null],
    ['a number', 42],
    ['an array', [{ type: 'RefreshItem', payload: { node: '1' } }]],
    ['broken JSON', '{"type":'],
    ['an unknown type', { type: 'FormatDisk', payload: {} }],
    ['an inherited name as type', { type: 'toString', payload: {} }],
    ['no payload', { type: 'RefreshItem' }],
    ['an extra top-level key', { type: 'RefreshItem', payload: { node: '1' }, origin: 'x' }],
    ['an extra payload key', { type: 'RefreshItem', payload: { node: '1', x: 1 } }],
    ['a wrong payload type', { type: 'HandleHistory', payload: { action: 'sideways' } }],
    ['a node that is not one', { type: 'RefreshItem', payload: { node: '../etc' } }],
    [
      'an http link',
      { type: 'OnLinkCreatedOrChanged', payload: { fileSeq: '1', url: 'http://x.y/' } },
    ],
    [
      'a javascript link',
      { type: 'OnLinkCreatedOrChanged', payload: { fileSeq: '1', url: 'javascript:alert(1)' } },
    ],
    [
      'a __proto__ key',
      JSON.parse('{"type":"RefreshItem","payload":{"node":"1","__proto__":{"x":1}}}') as unknown,
    ],
    [
      'a nested __proto__ key',
      '{"type":"OnUpdatedAllowedApp","payload":{"apps":[{"__proto__":1}]}}',
    ],
    ['a constructor key', { type: 'Close', payload: { constructor: {} } }],
    [
      'a 1 MB string',
      `{"type":"FileRenamed","payload":{"fileSeq":"1","name":"${'a'.repeat(MAX_MESSAGE_CHARS)}"}}`,
    ],
    [
      'a 1 MB object',
      { type: 'OnUpdatedAllowedApp', payload: { apps: Array(5000).fill('x'.repeat(250)) } },
    ],
    [
      'a class instance',
      new (class {
        type = 'Close';
        payload = {};
      })(),
    ],
  ])('refuses %s', (_, raw) => {
    expect(parseShellMessage(raw)).toBeNull();
  });

  it('never throws and only returns known messages, whatever arrives', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.string(),
          fc.record({ type: fc.constantFrom(...types, 'x', '__proto__'), payload: fc.jsonValue() }),
        ),
        (raw) => {
          const parsed = parseShellMessage(raw);
          return parsed === null || types.includes(parsed.type);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
