import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../api/errors.ts';
import { ROOT_KINDS } from '../files/nodes.ts';
import { ACCESS_LEVELS, cellFor, visibleFunctions } from '../files/permissions.ts';
import { visibleActions } from './actions.ts';
import { SHARE_LINK_ACTION_ID, shareLinkAvailability } from './share-link-action.ts';
import {
  dateField,
  defaultExpiry,
  expiryRange,
  failureKey,
  readForm,
  shareLinkUrl,
  shareTargetOf,
  uploadRequestUrl,
} from './share-links.ts';
import { ctx, file, folder } from './test-items.ts';

const NOW = new Date(2026, 10, 25, 12, 0, 0).getTime();
const combos = ACCESS_LEVELS.flatMap((level) => ROOT_KINDS.map((type) => [level, type] as const));

describe('Share link follows the File Link row', () => {
  it.each(combos)('%s in %s', (level, type) => {
    const allowed = visibleFunctions(type).includes('link') && cellFor('link', level, type) === 'Y';
    expect(shareLinkAvailability(ctx({ level, type, selection: [file('a.pdf')] })).state).toBe(
      allowed ? 'enabled' : 'hidden',
    );
  });

  it('is disabled for a guest with the administrator’s reason, hidden for a guest Viewer', () => {
    expect(
      shareLinkAvailability(ctx({ level: 'editor', user: 'guest', selection: [file('a.pdf')] })),
    ).toEqual({ state: 'disabled', reasonKey: 'files.shareLink.restricted' });
    expect(
      shareLinkAvailability(ctx({ level: 'previewer', user: 'guest', selection: [file('a.pdf')] }))
        .state,
    ).toBe('hidden');
  });

  it.each([
    ['one file', [file('a.pdf')], true],
    ['one folder', [folder('Docs')], true],
    ['two items', [file('a.pdf'), file('b.pdf')], false],
    ['nothing', [], false],
  ])('offers it for %s', (_, selection, shown) => {
    const ids = visibleActions(ctx({ selection }), 'selection').map(({ action }) => action.id);
    expect(ids.includes(SHARE_LINK_ACTION_ID)).toBe(shown);
  });
});

describe('the dialog logic', () => {
  it('puts the token in the fragment of the page of the language', () => {
    expect(shareLinkUrl('https://a.b', 'en', 'TOKEN')).toBe('https://a.b/link#TOKEN');
    expect(shareLinkUrl('https://a.b', 'ja', 'TOKEN')).toBe('https://a.b/ja/link#TOKEN');
    expect(uploadRequestUrl('https://a.b', 'ko', 'TOKEN')).toBe('https://a.b/ko/upload#TOKEN');
  });

  it('offers seven days by default, tomorrow to a year', () => {
    expect(defaultExpiry(NOW)).toBe('2026-12-02');
    expect(expiryRange(NOW)).toEqual({ min: '2026-11-26', max: '2027-11-25' });
    expect(dateField(NOW)).toBe('2026-11-25');
  });

  const form = { expires: '2026-12-02', password: '', limit: '', previewOnly: false };
  it.each([
    ['a valid form', form, { ok: true, download_limit: null, preview_only: false }],
    ['a limit', { ...form, limit: ' 3 ' }, { ok: true, download_limit: 3 }],
    [
      'preview only drops the limit',
      { ...form, limit: '3', previewOnly: true },
      { ok: true, download_limit: null, preview_only: true },
    ],
    ['a past date', { ...form, expires: '2026-11-24' }, { ok: false, problem: 'expiry' }],
    ['no date', { ...form, expires: '' }, { ok: false, problem: 'expiry' }],
    ['two years ahead', { ...form, expires: '2028-11-25' }, { ok: false, problem: 'expiry' }],
    ['a zero limit', { ...form, limit: '0' }, { ok: false, problem: 'limit' }],
    ['a fractional limit', { ...form, limit: '1.5' }, { ok: false, problem: 'limit' }],
    ['a short password', { ...form, password: 'abc' }, { ok: false, problem: 'password' }],
  ])('reads %s', (_, input, expected) => {
    expect(readForm(input, NOW)).toMatchObject(expected);
  });

  it('ends the link at the end of its day', () => {
    const read = readForm(form, NOW);
    expect(read.ok && new Date(read.expires_at).getHours()).toBe(23);
  });

  it('names the target by kind and sequence', () => {
    expect(shareTargetOf(file('a.pdf', { fileSeq: 7 }))).toEqual({ kind: 'file', seq: 7 });
    expect(shareTargetOf({ ...folder('Docs'), dirSeq: 9 })).toEqual({ kind: 'folder', seq: 9 });
  });

  it.each([
    [new ApiFailure('link_restricted', 'x', {}), 'files.shareLink.error.link_restricted'],
    [new ApiFailure('other', 'x', {}), null],
    [new Error('x'), null],
  ])('the message key of %s', (error, key) => {
    expect(failureKey(error)).toBe(key);
  });
});
