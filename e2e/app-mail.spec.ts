import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { openRowMenu, row, uploadFiles } from './app-fixtures.ts';
import { DEMO_BOUNCED } from '../server/seed-links.ts';

// File Attachment via Mail (requirements X32): alice sends a file from the row menu to an
// earlier recipient (suggested, then one forgotten) and a typed one; a black-listed address is
// marked and not written to; the e-mail lands in the outbox, and its link downloads the file in
// a browser without an account. Axe-clean in en and ja.
test.describe.configure({ mode: 'serial' });

const AREAS = /Storage areas|保存場所|저장 공간/;
const SHARED = /Shared Box|共有ボックス|공유 박스/;

test('alice mails a file as a link; the recipient downloads it without an account', async ({
  page,
  browser,
  signIn,
  outbox,
}) => {
  const name = `mail-${String(Date.now())}.txt`;
  const to = `reader-${String(Date.now())}@partner.example`;
  await signIn('alice', '/');
  await page.getByRole('navigation', { name: AREAS }).getByRole('link', { name: SHARED }).click();
  await row(page, 'All Levels Demo').dblclick();
  await uploadFiles(page, 'Folder actions', 'Upload', name);
  await openRowMenu(page, name);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Send by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send by e-mail' });
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(name);

  // Earlier recipients: one forgotten (delAutocomplete), one added.
  const earlier = dialog.getByRole('region', { name: 'Earlier recipients' });
  await dialog.getByRole('button', { name: 'Forget old-address@example.com' }).click();
  await expect(earlier.getByText('old-address@example.com')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add partner@acme.example' }).click();
  const chips = dialog.getByRole('list', { name: 'Recipients' });
  await expect(chips).toContainText('partner@acme.example');

  // A typed address, and one that is not an address.
  const field = dialog.getByRole('textbox', { name: 'Add a recipient' });
  await field.fill('not an address');
  await field.press('Enter');
  await expect(dialog.getByText('“not an address” is not an e-mail address.')).toBeVisible();
  await field.fill(to);
  await field.press('Enter');
  await expect(chips).toContainText(to);
  // The black-list check marks an address that receives no e-mail; it is left out of the send.
  const bounced = (await outbox.messages(DEMO_BOUNCED)).length;
  await field.fill(DEMO_BOUNCED);
  await field.press('Enter');
  await expect(chips.getByRole('listitem').filter({ hasText: DEMO_BOUNCED })).toContainText(
    'Does not receive e-mail',
  );
  await dialog.getByLabel('Message (optional)').fill('The notes from today.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: /^Sent\. The links work until/ }),
  ).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: to })).toContainText('Sent.');

  expect(await outbox.messages(DEMO_BOUNCED)).toHaveLength(bounced);
  const [mail] = await outbox.messages(to);
  expect(mail?.link).toMatch(/\/blob\/mail\?t=/);
  const visitor = await (await browser.newContext()).newPage();
  const response = await visitor.request.get(mail?.link ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toContain('attachment');
  expect(await response.text()).toBe(name);
  await visitor.context().close();
});

test('the mail dialog in Japanese is axe-clean and refuses an empty send', async ({
  page,
  signIn,
}) => {
  await signIn('alice', '/ja/');
  await page.getByRole('navigation', { name: AREAS }).getByRole('link', { name: SHARED }).click();
  await row(page, 'All Levels Demo').dblclick();
  await openRowMenu(page, 'plan.txt');
  await page.getByRole('menu').getByRole('menuitem', { name: 'メールで送信' }).click();
  const dialog = page.getByRole('dialog', { name: 'メールで送信' });
  await dialog.getByRole('button', { name: '送信', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'メールを受信できる宛先を1つ以上追加してください。',
  );
  await expectNoAxeViolations(page);
});

for (const [lang, shared, action, earlierName] of [
  ['en', 'Shared Box', 'Send by e-mail', 'Earlier recipients'],
  ['ja', '共有ボックス', 'メールで送信', '以前の宛先'],
  ['ko', '공유 박스', '이메일로 보내기', '이전 받는 사람'],
] as const) {
  test(`${lang}: at 360 px the earlier recipients line up, each row alike`, async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn('alice', lang === 'en' ? '/' : `/${lang}/`);
    await page.getByRole('navigation', { name: AREAS }).getByRole('link', { name: shared }).click();
    await row(page, 'All Levels Demo').dblclick();
    await openRowMenu(page, 'plan.txt');
    await page.getByRole('menu').getByRole('menuitem', { name: action }).click();
    // The dialog as a 360 px phone shows it.
    await page.setViewportSize({ width: 360, height: 760 });
    const earlier = page.getByRole('dialog').getByRole('region', { name: earlierName });
    const rows = earlier.getByRole('listitem');
    await expect(rows.nth(1)).toBeVisible();
    // Every row alike: its two buttons at the same place, nothing wider than the row
    const edges = await rows.evaluateAll((items) =>
      items.map((item) => {
        const [address, controls] = [...item.children].map((c) => c.getBoundingClientRect());
        return {
          right: Math.round(controls?.right ?? 0),
          left: Math.round(controls?.left ?? 0),
          besideAddress: (controls?.left ?? 0) >= (address?.right ?? 0) - 1,
          fits: item.scrollWidth <= item.clientWidth,
        };
      }),
    );
    // (on a phone each address stands above its buttons, in every row alike).
    for (const edge of edges) expect(edge).toEqual({ ...edges[0], fits: true });
    expect(edges[0]?.besideAddress).toBe(false);
    await earlier.screenshot({ path: testInfo.outputPath(`earlier-360-${lang}.png`) });
  });
}
