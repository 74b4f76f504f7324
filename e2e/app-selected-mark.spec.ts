// A selected row says so by more than its shade (requirements X6; WCAG 1.4.1 and 1.4.11): its icon
// becomes a check on the accent colour, at least 3:1 against the row and the check at least 3:1
// against it, in the light and the dark theme; the file-kind icon comes back when the row is left.
// In each language, axe-clean with a selection.
import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { appCall, ownFolder, row, selectEntries } from './app-fixtures.ts';

/** WCAG's contrast ratio of two colours as getComputedStyle writes them (rgb() or color(srgb)). */
function contrast(a: string, b: string): number {
  const luminance = (css: string): number => {
    const numbers = (/\(([^)]*)\)/.exec(css)?.[1] ?? '')
      .replace(/^srgb\s+/, '')
      .split(/[\s,/]+/)
      .filter((part) => part !== '')
      .slice(0, 3)
      .map(Number);
    const scale = css.startsWith('color(') ? 1 : 255;
    const [r = 0, g = 0, bl = 0] = numbers.map((n) => {
      const c = n / scale;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** The row's background, its icon's background and the icon's stroke, as computed. */
async function colours(entry: Locator) {
  return entry.evaluate((element) => {
    const icon = element.querySelector('.fx-icon');
    const stroke = icon?.querySelector('svg');
    return {
      row: getComputedStyle(element).backgroundColor,
      icon: icon === null ? '' : getComputedStyle(icon).backgroundColor,
      mark: stroke === null || stroke === undefined ? '' : getComputedStyle(stroke).color,
      path: icon?.querySelector('path')?.getAttribute('d') ?? '',
    };
  });
}

const PREFIX = { en: '', ja: '/ja', ko: '/ko' } as const;

test('sanity of the contrast measure: black on white is 21:1, white on white 1:1', () => {
  expect(contrast('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 5);
  expect(contrast('color(srgb 1 1 1)', 'rgb(255, 255, 255)')).toBeCloseTo(1, 5);
});

for (const [lang, scheme] of [
  ['en', 'light'],
  ['ja', 'dark'],
  ['ko', 'light'],
  ['en', 'dark'],
] as const) {
  test(`${lang}, ${scheme}: a selected row's icon is a check of at least 3:1 against the row, and the kind's icon comes back`, async ({
    page,
    signIn,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signIn('alice', `${PREFIX[lang]}/`);
    await ownFolder(page, `Mark ${lang} ${scheme} ${String(Date.now())}`, PREFIX[lang]);
    const node = new URL(page.url()).searchParams.get('node') ?? '';
    await appCall(page, '/folder/add/', { form: { node, name: 'Inner' } });
    await appCall(page, '/folder/add/', { form: { node, name: 'Other' } });
    await page.reload();
    await expect(row(page, 'Other')).toBeVisible();
    const plain = await colours(row(page, 'Inner'));

    await selectEntries(page, 'Inner');
    const selected = await colours(row(page, 'Inner'));
    expect(selected.path).not.toBe(plain.path);
    expect(contrast(selected.icon, selected.row)).toBeGreaterThanOrEqual(3);
    expect(contrast(selected.mark, selected.icon)).toBeGreaterThanOrEqual(3);
    // Unselected, the row keeps its kind's icon on its tint.
    expect(contrast(plain.icon, selected.icon)).toBeGreaterThan(1.5);
    await expectNoAxeViolations(page);

    await selectEntries(page, 'Other');
    await expect(row(page, 'Inner')).toHaveAttribute('aria-selected', 'false');
    expect((await colours(row(page, 'Inner'))).path).toBe(plain.path);
    expect((await colours(row(page, 'Other'))).path).toBe(selected.path);
  });
}
