// The server answers in the page's language (requirements L26): its messages come from its own
// catalogue in the request's `lang`, and where the app knows a refusal's code it words it itself.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList } from './app-fixtures.ts';
import { resourcesOf } from './locale-text.ts';
import { DEMO_PASSWORD } from '../server/seed.ts';

const ja = resourcesOf('ja');
const ko = resourcesOf('ko');

test('a wrong password on /ja/login is told in Japanese', async ({ page }) => {
  await page.goto('/ja/login');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel(ja['login.companyId'] ?? '').fill('demo');
  await page.getByLabel(ja['login.userId'] ?? '').fill('nobody-here');
  await page.getByLabel(ja['login.password'] ?? '', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: ja['login.submit'] ?? '', exact: true }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('会社ID、ユーザーID、またはパスワードが正しくありません。');
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: ja['common.ok'] ?? '' }).click();
  await expect(page.getByLabel(ja['login.password'] ?? '', { exact: true })).toBeFocused();
});

test('an SSO-only company on /ko/login is told in Korean', async ({ page }) => {
  await page.goto('/ko/login');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel(ko['login.companyId'] ?? '').fill('demo-sso-only');
  await page.getByLabel(ko['login.userId'] ?? '').fill('sue');
  await page.getByLabel(ko['login.password'] ?? '', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ko['login.submit'] ?? '', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    '이 회사는 SSO로만 로그인할 수 있습니다.',
  );
});

test('a duplicate folder name is refused in Korean', async ({ page, signIn }) => {
  await signIn('alice', '/ko/');
  await expect(fileList(page)).toBeVisible();
  await page.getByRole('button', { name: ko['files.action.newFolder'] ?? '' }).click();
  const dialog = page.getByRole('dialog', { name: ko['files.newFolder.title'] ?? '' });
  // Projects is a seeded folder of My Box: asking for it again adds no row.
  await dialog.getByRole('textbox', { name: ko['files.newFolder.name'] ?? '' }).fill('Projects');
  await dialog.getByRole('button', { name: ko['files.newFolder.create'] ?? '' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    ko['files.copyMove.code.duplicate_name'] ?? '',
  );
  await expectNoAxeViolations(page);
});
