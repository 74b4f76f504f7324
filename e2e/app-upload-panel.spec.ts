// The upload panel folds to its header, its title the toggle (on a phone's screen the open panel
// covers half the file list). At 360 px, in each language: three files uploaded, the panel folded
// with its toggle, its header says how many were uploaded, the rows it covered take a click, and
// it unfolds again to the same entries. Axe-clean folded.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { ownFolder, row, uploadFiles } from './app-fixtures.ts';

const WORDS = {
  en: {
    prefix: '',
    toolbar: 'Folder actions',
    upload: 'Upload',
    panel: 'Uploads',
    uploaded: 'Uploaded',
    summary: '3 files uploaded.',
  },
  ja: {
    prefix: '/ja',
    toolbar: 'フォルダーの操作',
    upload: 'アップロード',
    panel: 'アップロード',
    uploaded: '完了',
    summary: '3 件のファイルをアップロードしました。',
  },
  ko: {
    prefix: '/ko',
    toolbar: '폴더 작업',
    upload: '업로드',
    panel: '업로드',
    uploaded: '완료',
    summary: '파일 3개를 업로드했습니다.',
  },
} as const;

for (const lang of ['en', 'ja', 'ko'] as const) {
  const w = WORDS[lang];
  test(`${lang}: at 360 px the upload panel folds to its header and unfolds again`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn('alice', `${w.prefix}/`);
    await ownFolder(page, `Panel ${lang} ${String(Date.now())}`, w.prefix);
    const names = ['one.txt', 'two.txt', 'three.txt'];
    await uploadFiles(page, w.toolbar, w.upload, names);

    const panel = page.getByRole('region', { name: w.panel });
    const entries = panel.getByRole('listitem');
    await expect(entries.filter({ hasText: w.uploaded })).toHaveCount(3);
    // The panel's title is its toggle (a heading holding a button).
    const toggle = panel.getByRole('heading', { name: w.panel }).getByRole('button');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const open = (await panel.boundingBox())?.height ?? 0;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(entries).toHaveCount(0);
    await expect(panel).toContainText(w.summary);
    // Folded, the panel is its header, and the rows it covered take a click.
    expect((await panel.boundingBox())?.height ?? 0).toBeLessThan(open / 2);
    for (const name of names) await row(page, name).click({ trial: true });
    await expectNoAxeViolations(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(entries.filter({ hasText: w.uploaded })).toHaveCount(3);
    await expect(panel).not.toContainText(w.summary);
  });
}
