import type { Browser, Page } from '@playwright/test';
import {
  APP_READY,
  expect,
  expectNoAxeViolations,
  loginCall,
  test,
  type SignIn,
} from './fixtures.ts';
import { appCall, row } from './app-fixtures.ts';

// Guest Invitation (requirements X31): alice invites an address into "Marketing" from the
// toolbar; the invitee opens the registration link of the outbox in a fresh browser, registers a
// password, signs in as a guest and sees only the shared folder, with no Guest Invitation (and
// the server refuses the call). The dialog is axe-clean in en, ja and ko.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Fresh-start-2026?';
const AREAS = /Storage areas|保存場所|저장 공간/;
const SHARED = /Shared Box|共有ボックス|공유 박스/;

/** Opens the Shared Box's "Marketing" on a page signed in as `userId`. */
async function openMarketing(
  browser: Browser,
  signIn: SignIn,
  userId: string,
  path = '/',
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(userId, path, page);
  await page.getByRole('navigation', { name: AREAS }).getByRole('link', { name: SHARED }).click();
  await row(page, 'Marketing').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing' })).toBeVisible();
  return page;
}

test('a guest invited by e-mail registers from the outbox link, signs in and sees only the folder', async ({
  browser,
  signIn,
  outbox,
}) => {
  test.setTimeout(60_000); // two browsers, a registration and axe checks, on a shared machine
  const address = `visitor-${String(Date.now())}@partner.example`;
  const alice = await openMarketing(browser, signIn, 'alice');
  await alice
    .getByRole('toolbar', { name: 'Folder actions' })
    .getByRole('button', { name: 'Guest Invitation' })
    .click();
  const dialog = alice.getByRole('dialog', { name: 'Guest Invitation' });
  await dialog.getByLabel('E-mail addresses').fill(`${address}, not-an-address`);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByText('These are not e-mail addresses: not-an-address')).toBeVisible();
  await dialog.getByLabel('E-mail addresses').fill(address);
  await dialog.getByRole('combobox', { name: 'Level' }).selectOption('downloader');
  await expect(dialog.getByText('What Downloader may do here:')).toBeVisible();
  await dialog.getByLabel('Message (optional)').fill('The photos for the fair.');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: address })).toContainText(
    'Invitation sent.',
  );
  await expectNoAxeViolations(alice);
  await alice.context().close();

  // The invitee, in a browser of their own, registers from the e-mail's link.
  const guest = await (await browser.newContext()).newPage();
  const [mail] = await outbox.messages(address);
  expect(mail?.link).toMatch(/\/passwordRegistration\?/);
  await guest.goto(mail?.link ?? '');
  await expect(guest.getByRole('heading', { name: 'Register password' })).toBeVisible();
  await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await guest.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await guest.getByLabel('Confirm password', { exact: true }).press('Enter');
  await expect(guest.getByRole('heading', { name: 'Password registered' })).toBeVisible();

  // Signed in as a guest: the Shared Box holds only Marketing, and there is no My Box.
  expect(await loginCall(guest, { id: address, password: PASSWORD })).toMatchObject({
    success: true,
  });
  await guest.goto('/');
  await guest.locator(APP_READY).waitFor({ timeout: 20_000 });
  const areas = guest.getByRole('navigation', { name: AREAS });
  await expect(areas.getByRole('link', { name: 'My Box' })).toHaveCount(0);
  await areas.getByRole('link', { name: SHARED }).click();
  await expect(row(guest, 'Marketing')).toBeVisible();
  await expect(row(guest, 'All Levels Demo')).toHaveCount(0);
  await expect(row(guest, 'Design Reviews')).toHaveCount(0);
  await row(guest, 'Marketing').dblclick();
  await expect(guest.getByRole('heading', { level: 1, name: 'Marketing' })).toBeVisible();
  await expect(row(guest, 'team-photo.jpg')).toBeVisible();

  // A guest cannot invite: no command, and the server refuses the call.
  await expect(guest.getByRole('button', { name: 'Guest Invitation' })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Members' })).toHaveCount(0);
  const list = await appCall(guest, '/app/explorer/lists/1%7B2', { form: {} });
  const marketing = (list as { items: { name: string; dir_seq: number }[] }).items[0];
  const refused = await appCall(guest, '/v2/folder/guests/invite', {
    data: {
      dir_seq: marketing?.dir_seq,
      addresses: ['friend@partner.example'],
      level: 'previewer',
    },
  });
  expect(refused).toMatchObject({ success: false, result_code: 'no_authority' });
  expect(await outbox.messages('friend@partner.example')).toEqual([]);
  await expectNoAxeViolations(guest);
  await guest.context().close();
});

for (const [path, title, send, allows] of [
  ['/ja/', 'ゲスト招待', '招待を送信', 'Previewer がここでできること：'],
  ['/ko/', '게스트 초대', '초대 보내기', '여기서 Previewer이(가) 할 수 있는 일:'],
] as const) {
  test(`the invitation dialog in ${path} is axe-clean`, async ({ browser, signIn }) => {
    const alice = await openMarketing(browser, signIn, 'alice', path);
    await alice.getByRole('button', { name: title }).click();
    const dialog = alice.getByRole('dialog', { name: title });
    await expect(dialog.getByText(allows)).toBeVisible();
    await dialog.getByRole('button', { name: send }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(alice);
    await alice.context().close();
  });
}
