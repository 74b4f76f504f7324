import type { Page } from '@playwright/test';
import { openRowMenu, row } from './app-fixtures.ts';
import { installFakeShell, sentOfType } from './fake-shell.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// What the app sends the desktop shell on the user's request (requirements H4, H5): "Open on this
// computer" in a file's menu (OpenFilePath) and Snooze in the auto-logout warning (SnoozeAlert),
// both only inside the shell. Each story signs in its own demo user (a sign-in ends the user's
// other sessions).

const TEXT = {
  en: {
    areas: 'Storage areas',
    shared: 'Shared Box',
    open: 'Open on this computer',
    idle: 'Are you still there?',
    snooze: 'Snooze for 10 minutes',
  },
  ja: {
    areas: '保存場所',
    shared: '共有ボックス',
    open: 'このコンピューターで開く',
    idle: 'まだ操作を続けますか？',
    snooze: '10分後に再通知',
  },
} as const;

/** Opens the Shared Box's "All Levels Demo" folder. */
async function openLevelsDemo(page: Page, text: (typeof TEXT)[keyof typeof TEXT]): Promise<void> {
  await page
    .getByRole('navigation', { name: text.areas })
    .getByRole('link', { name: text.shared })
    .click();
  await row(page, 'All Levels Demo').dblclick();
  await expect(row(page, 'handbook.pdf')).toBeVisible();
}

for (const [lang, text] of Object.entries(TEXT)) {
  test(`[${lang}] a file's menu opens it on this computer inside the desktop shell`, async ({
    page,
    signIn,
  }) => {
    await installFakeShell(page);
    await signIn('downloader', lang === 'en' ? '/' : `/${lang}/`);
    await openLevelsDemo(page, text);
    await openRowMenu(page, 'handbook.pdf');
    const menu = page.getByRole('menu');
    await expectNoAxeViolations(page);
    await menu.getByRole('menuitem', { name: text.open }).click();
    await expect.poll(async () => (await sentOfType(page, 'OpenFilePath')).length).toBe(1);
    const [open] = await sentOfType(page, 'OpenFilePath');
    expect(open?.payload).toEqual({
      fileSeq: expect.stringMatching(/^\d+$/) as unknown,
      node: expect.any(String) as unknown,
      name: 'handbook.pdf',
    });
  });
}

test('a plain browser offers no "Open on this computer"', async ({ page, signIn }) => {
  await signIn('previewerplus');
  await openLevelsDemo(page, TEXT.en);
  await openRowMenu(page, 'handbook.pdf');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: TEXT.en.open })).toHaveCount(0);
});

for (const [lang, text] of Object.entries(TEXT)) {
  test(`[${lang}] the auto-logout warning snoozes the shell's reminder and stays signed in`, async ({
    page,
    signIn,
  }) => {
    await installFakeShell(page);
    await page.clock.install();
    await signIn(lang === 'en' ? 'nopreview' : 'smallmedia', lang === 'en' ? '/' : `/${lang}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The demo company signs out after 30 minutes without a call.
    await page.clock.fastForward('29:30');
    const warning = page.getByRole('dialog', { name: text.idle });
    await expect(warning).toBeVisible();
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: text.snooze }).click();
    await expect(warning).toBeHidden();
    expect((await sentOfType(page, 'SnoozeAlert')).map((m) => m.payload)).toEqual([
      { minutes: 10 },
    ]);
    await page.clock.fastForward('20:00');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}

test('a plain browser’s auto-logout warning has no Snooze', async ({ page, signIn }) => {
  await page.clock.install();
  await signIn('editorminus');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.fastForward('29:30');
  const warning = page.getByRole('dialog', { name: TEXT.en.idle });
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeVisible();
  await expect(warning.getByRole('button', { name: TEXT.en.snooze })).toHaveCount(0);
});
