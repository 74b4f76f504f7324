// Several entries are selected on a touch screen (requirements X6), where there is no Ctrl or
// Shift: a tap on a row's icon selects the row instead of opening it; while something is selected,
// a tap on a row adds it or takes it out; with nothing selected a tap opens the entry. At 360 px
// with touch, in each language, axe-clean with two selected.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { appCall, ownFolder, row, uploadFiles } from './app-fixtures.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const WORDS = {
  en: {
    prefix: '',
    toolbar: 'Folder actions',
    upload: 'Upload',
    one: '1 selected',
    two: '2 selected',
    clear: 'Clear selection',
  },
  ja: {
    prefix: '/ja',
    toolbar: 'フォルダーの操作',
    upload: 'アップロード',
    one: '1 件を選択中',
    two: '2 件を選択中',
    clear: '選択を解除',
  },
  ko: {
    prefix: '/ko',
    toolbar: '폴더 작업',
    upload: '업로드',
    one: '1개 선택됨',
    two: '2개 선택됨',
    clear: '선택 해제',
  },
} as const;

for (const lang of ['en', 'ja', 'ko'] as const) {
  const w = WORDS[lang];
  test(`${lang}: on a touch screen a tap on the icon selects, then taps add and remove, and a tap opens again once nothing is selected`, async ({
    page,
    signIn,
  }) => {
    await signIn('alice', `${w.prefix}/`);
    await ownFolder(page, `Touch ${lang} ${String(Date.now())}`, w.prefix);
    const node = new URL(page.url()).searchParams.get('node') ?? '';
    await appCall(page, '/folder/add/', { form: { node, name: 'Inner' } });
    await uploadFiles(page, w.toolbar, w.upload, ['one.txt', 'two.txt']);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);

    await row(page, 'one.txt').locator('.fx-icon').tap();
    await expect(page.getByText(w.one, { exact: true })).toBeVisible();
    await expect(row(page, 'one.txt')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Something selected: a tap on a row adds it, and Inner is not opened.
    await row(page, 'Inner').tap();
    await expect(page.getByText(w.two, { exact: true })).toBeVisible();
    await expect(row(page, 'Inner')).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    await row(page, 'one.txt').tap();
    await expect(page.getByText(w.one, { exact: true })).toBeVisible();
    await expect(row(page, 'one.txt')).toHaveAttribute('aria-selected', 'false');

    // Nothing selected: a tap opens.
    await page.getByRole('button', { name: w.clear }).tap();
    await expect(row(page, 'Inner')).toHaveAttribute('aria-selected', 'false');
    await row(page, 'Inner').tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Inner' })).toBeVisible();
  });
}
