import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTIONS,
  CSV_BOM,
  csvCell,
  isActivityAction,
  logsCsv,
  logsFileName,
  shareDetailOf,
  toCsv,
} from './activity.ts';

describe('CSV cells (security K38: formula injection)', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['=1+2', "'=1+2"],
    ['+81 3 1234', "'+81 3 1234"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['a=b', 'a=b'],
    ['契約書.pdf', '契約書.pdf'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('CSV files', () => {
  it('starts with a byte order mark and ends rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['=c', 'd'],
      ]),
    ).toBe(`${CSV_BOM}a,b\r\n'=c,d\r\n`);
  });

  it('writes a log with the labels of the language', () => {
    const csv = logsCsv(
      [
        {
          at: 0,
          user: 'ユキ',
          action: 'rename',
          kind: 'file',
          name: '=報告.xlsx',
          detail: 'a → b',
        },
      ],
      {
        headers: ['日時', 'ユーザー', '操作', '種類', '名前', '詳細'],
        action: (a) => (a === 'rename' ? '名前の変更' : a),
        kind: (k) => (k === 'file' ? 'ファイル' : 'フォルダー'),
        date: () => '2026/11/25 10:00',
      },
    );
    expect(csv).toBe(
      `${CSV_BOM}日時,ユーザー,操作,種類,名前,詳細\r\n2026/11/25 10:00,ユキ,名前の変更,ファイル,'=報告.xlsx,a → b\r\n`,
    );
  });
});

describe('actions', () => {
  it.each([...ACTIVITY_ACTIONS.map((a) => [a, true] as const), ['drop', false] as const])(
    '%s',
    (value, known) => {
      expect(isActivityAction(value)).toBe(known);
    },
  );
});

describe('file names', () => {
  it.each([
    ['report.pdf', 'report.pdf-logs-2026-11-25.csv'],
    ['a/b:c', 'a_b_c-logs-2026-11-25.csv'],
    ['', 'logs-logs-2026-11-25.csv'],
  ])('%s', (name, file) => {
    expect(logsFileName(name, '2026-11-25')).toBe(file);
  });
});

describe('share details (requirements X38)', () => {
  it.each([
    ['share', 'link_created', { code: 'link_created', count: 0 }],
    ['share', 'mail_sent:3', { code: 'mail_sent', count: 3 }],
    ['share', 'request_revoked', { code: 'request_revoked', count: 0 }],
    ['share', 'mail_sent:x', null],
    ['share', 'something else', null],
    ['share', '', null],
    ['move', 'link_created', null],
  ] as const)('%s %j', (action, detail, expected) => {
    expect(shareDetailOf(action, detail)).toEqual(expected);
  });
});
