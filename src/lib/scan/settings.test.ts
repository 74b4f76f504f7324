import { describe, expect, it } from 'vitest';
import type { ScanSettings } from '../api/contract/scanner.ts';
import {
  ALL_OPTIONS,
  DEFAULT_SETTINGS,
  fitToOptions,
  normaliseSettings,
  settingsProblems,
} from './settings.ts';

const withPrefix = (prefix: string): ScanSettings => ({
  ...DEFAULT_SETTINGS,
  name: { ...DEFAULT_SETTINGS.name, prefix },
});
const narrow = {
  ...ALL_OPTIONS,
  scanside: ['simplex' as const],
  resolution: [150 as const, 300 as const],
};

describe('scan settings', () => {
  it.each<[string, ScanSettings, typeof ALL_OPTIONS, string[]]>([
    ['accepts the defaults', DEFAULT_SETTINGS, ALL_OPTIONS, []],
    ['accepts a CJK prefix', withPrefix('見積書・견적서'), ALL_OPTIONS, []],
    ['refuses a slash in the prefix', withPrefix('a/b'), ALL_OPTIONS, ['prefixInvalid']],
    ['refuses a control character', withPrefix('a\tb'), ALL_OPTIONS, ['prefixInvalid']],
    [
      'refuses a prefix over 64 characters',
      withPrefix('字'.repeat(65)),
      ALL_OPTIONS,
      ['prefixTooLong'],
    ],
    ['counts code points, not UTF-16 units', withPrefix('𠮷'.repeat(64)), ALL_OPTIONS, []],
    [
      'refuses what the scanner does not offer',
      { ...DEFAULT_SETTINGS, scanside: 'duplex', resolution: 600 },
      narrow,
      ['scanside', 'resolution'],
    ],
  ])('%s', (_, settings, options, expected) => {
    expect(settingsProblems(settings, options)).toEqual(expected);
  });

  it('moves a draft onto the offered values', () => {
    expect(
      fitToOptions({ ...DEFAULT_SETTINGS, scanside: 'duplex', resolution: 600 }, narrow),
    ).toMatchObject({ scanside: 'simplex', resolution: 150 });
  });

  it('sends a trimmed NFC prefix and the date-time parts in order', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      name: {
        prefix: ' か\u3099 ',
        separator: '_' as const,
        datetime: ['second' as const, 'year' as const, 'year' as const],
      },
    };
    expect(normaliseSettings(settings).name).toEqual({
      prefix: 'が',
      separator: '_',
      datetime: ['year', 'second'],
    });
  });
});
