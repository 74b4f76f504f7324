import { describe, expect, it } from 'vitest';
import { camelizeKey, camelizeKeys } from './camelize.ts';

describe('camelizeKey', () => {
  it.each([
    ['user_id', 'userId'],
    ['operation_authority', 'operationAuthority'],
    ['wf_scope_download', 'wfScopeDownload'],
    ['max_media_preview_size', 'maxMediaPreviewSize'],
    ['already', 'already'],
    ['camelCase', 'camelCase'],
    ['kebab-case', 'kebabCase'],
    ['double__under', 'doubleUnder'],
    ['trailing_', 'trailing_'],
    ['_leading', 'Leading'],
    ['v2_name', 'v2Name'],
    ['', ''],
  ])('turns %j into %j', (key, expected) => {
    expect(camelizeKey(key)).toBe(expected);
  });
});

describe('camelizeKeys', () => {
  it('converts nested objects and objects inside arrays', () => {
    expect(
      camelizeKeys({
        profile_info: {
          user_name: 'Alice',
          operation_authority: { use_preview: true, wf_line_user_limit: 0 },
          group_list: [{ group_id: 1 }, 'text', 2, null],
        },
      }),
    ).toEqual({
      profileInfo: {
        userName: 'Alice',
        operationAuthority: { usePreview: true, wfLineUserLimit: 0 },
        groupList: [{ groupId: 1 }, 'text', 2, null],
      },
    });
  });

  it.each([
    ['a string', 'user_id'],
    ['a number', 42],
    ['null', null],
    ['a boolean', false],
  ])('leaves %s as it is', (_, value) => {
    expect(camelizeKeys(value)).toBe(value);
  });

  it('does not change the input', () => {
    const input = { user_id: 'a', nested: { some_key: 1 } };
    camelizeKeys(input);
    expect(input).toEqual({ user_id: 'a', nested: { some_key: 1 } });
  });

  it.each([['__proto__'], ['constructor_'], ['proto__']])(
    'never changes a prototype through the key %j',
    (key) => {
      const input = JSON.parse(`{"${key}": {"polluted_key": true}}`) as unknown;
      const out = camelizeKeys(input) as Record<string, unknown>;
      expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
      expect(Object.keys(out)).toHaveLength(1);
      expect(({} as Record<string, unknown>)['pollutedKey']).toBeUndefined();
    },
  );

  it('leaves class instances such as dates alone', () => {
    const date = new Date(0);
    expect(camelizeKeys({ created_at: date })).toEqual({ createdAt: date });
  });
});
