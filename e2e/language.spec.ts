// The language a person gets: their browser's on a first visit, their profile's in the app, and
// whatever they chose in the switcher from then on.
import { chooseLanguage, expect, test } from './fixtures.ts';
import { fileList } from './app-fixtures.ts';

test.describe('a Japanese browser', () => {
  test.use({ locale: 'ja-JP' });

  test('lands on the Japanese login page, and an explicit English choice sticks', async ({
    page,
  }) => {
    await page.goto('/login?redirect_url=%2F');
    await expect(page).toHaveURL(/\/ja\/login\?redirect_url=%2F$/);
    await expect(page.getByLabel('会社ID')).toBeVisible();
    await chooseLanguage(page, 'English');
    await expect(page).toHaveURL(/\/login\?redirect_url=%2F$/);
    await expect(page.getByLabel('Company ID')).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Company ID')).toBeVisible();
  });
});

test('a user whose profile says Japanese gets the app in Japanese', async ({ page, signIn }) => {
  await signIn('yuki', '/');
  await expect(page).toHaveURL(/\/ja\/$/);
  await expect(fileList(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'マイボックス' })).toBeVisible();
});
