import { describe, expect, it } from 'vitest';
import { folderLocation, locationSearch, parseLocation, sameListing } from './location.ts';

describe('the explorer location in the address', () => {
  it.each([
    ['', { node: null, dirSeq: null, sort: { key: 'name', order: 'asc' }, view: 'list' }],
    [
      '?node=1%7B2001',
      { node: '1{2001', dirSeq: null, sort: { key: 'name', order: 'asc' }, view: 'list' },
    ],
    [
      '?node=1{2001&sort=size-desc&view=grid',
      { node: '1{2001', dirSeq: null, sort: { key: 'size', order: 'desc' }, view: 'grid' },
    ],
    [
      '?node=1{6001&dir=42',
      { node: '1{6001', dirSeq: 42, sort: { key: 'name', order: 'asc' }, view: 'list' },
    ],
    [
      '?node=javascript:alert(1)&dir=x&sort=evil-desc&view=table',
      { node: null, dirSeq: null, sort: { key: 'name', order: 'asc' }, view: 'list' },
    ],
    [
      '?favorites=1',
      {
        node: null,
        dirSeq: null,
        sort: { key: 'name', order: 'asc' },
        view: 'list',
        favorites: true,
      },
    ],
    [
      '?favorites=yes',
      { node: null, dirSeq: null, sort: { key: 'name', order: 'asc' }, view: 'list' },
    ],
    [
      '?node=1{Z001',
      { node: null, dirSeq: null, sort: { key: 'name', order: 'asc' }, view: 'list' },
    ],
  ])('reads %j', (search, expected) => {
    expect(parseLocation(search)).toEqual(expected);
  });

  it('writes the folder and keeps the preview parameter', () => {
    const search = locationSearch('?preview=123&node=1', {
      node: '1{2001',
      dirSeq: null,
      sort: { key: 'updated', order: 'desc' },
      view: 'grid',
    });
    expect(search).toBe('?preview=123&node=1%7B2001&sort=updated-desc&view=grid');
    expect(parseLocation(search).node).toBe('1{2001');
  });

  it('leaves the defaults out of the address', () => {
    expect(
      locationSearch('', {
        node: null,
        dirSeq: null,
        sort: { key: 'name', order: 'asc' },
        view: 'list',
      }),
    ).toBe('');
  });

  it('treats a view change as the same listing and a sort change as another', () => {
    const a = parseLocation('?node=1{2001');
    expect(sameListing(a, { ...a, view: 'grid' })).toBe(true);
    expect(sameListing(a, { ...a, sort: { key: 'size', order: 'asc' } })).toBe(false);
  });

  it('writes the Favorites view, which is another listing, and leaves it for a folder', () => {
    const favorites = parseLocation('?favorites=1&view=grid');
    expect(locationSearch('?preview=5', favorites)).toBe('?preview=5&view=grid&favorites=1');
    expect(sameListing(favorites, parseLocation('?view=grid'))).toBe(false);
    expect(locationSearch('', { ...folderLocation(favorites), node: '1' })).toBe(
      '?node=1&view=grid',
    );
  });

  it.each([
    ['?q=plan', { q: 'plan', scope: 'all' }],
    ['?q=%E8%B3%87%E6%96%99&scope=folder&node=1', { q: '資料', scope: 'folder' }],
    ['?q=+ab+&scope=nowhere', { q: 'ab', scope: 'all' }],
    ['?q=++&scope=folder', undefined],
  ])('reads the search of %j', (search, expected) => {
    expect(parseLocation(search).search).toEqual(expected);
  });

  it('writes a search over its folder, whose listing it keeps, and leaves it', () => {
    const folder = parseLocation('?node=1%7B2001');
    const searching = { ...folder, search: { q: '한국', scope: 'folder' as const } };
    const written = locationSearch('', searching);
    expect(written).toBe('?node=1%7B2001&q=%ED%95%9C%EA%B5%AD&scope=folder');
    expect(parseLocation(written)).toEqual(searching);
    expect(sameListing(folder, searching)).toBe(true);
    expect(locationSearch(written, folderLocation(searching))).toBe('?node=1%7B2001');
  });

  it.each([
    ['?node=1{2001&tag=Review', 'Review'],
    ['?node=1{2001&tag=%20%20cafe%CC%81%20', 'café'],
    ['?node=1{2001&tag=', undefined],
    ['?node=1{2001&tag=%07bell', undefined],
    [`?node=1{2001&tag=${'x'.repeat(51)}`, undefined],
    ['?trash=1&tag=Review', undefined],
  ])('reads the tag filter of %j (requirements X22)', (search, tag) => {
    expect(parseLocation(search).tag).toBe(tag);
  });

  it('writes the tag filter, which is another listing, and drops it when another folder opens', () => {
    const tagged = parseLocation('?node=1{2001&tag=契約');
    expect(locationSearch('', tagged)).toBe('?node=1%7B2001&tag=%E5%A5%91%E7%B4%84');
    expect(sameListing(tagged, parseLocation('?node=1{2001'))).toBe(false);
    expect(folderLocation(tagged).tag).toBeUndefined();
  });
});
