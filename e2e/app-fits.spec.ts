// What stays in sight and in its box (a visual review of the app's secondary screens, 29 November
// 2026): the upload panel beside the details panel, not over it (under its sheet on a phone); a
// new share link's address in view and focused, its Copy button level with the field; a long tag
// cut with "…"; the tagged view's locations in the user's language; the Favorites list within a
// phone's width; the Trash's names on one line at 1,280 px; a key combination never split from
// itself in the shortcuts dialog; the row menu above a toast; a search result's name with room on a
// phone, shown from a little before its match; a size whole; Korean particles chosen; an
// unavailable main button grey.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { appCall, ownFolder, row, selectEntries, uploadFiles } from './app-fixtures.ts';

test.describe.configure({ timeout: 60_000 });

const PHONE = { width: 360, height: 740 };

/** The box of a locator, failing the story when it has none. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'a box on screen').not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Whether two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The file_seq of `name` in the open folder (from the address's node). */
async function fileSeqOf(page: Page, name: string): Promise<number> {
  const node = new URL(page.url()).searchParams.get('node') ?? '';
  const list = await appCall(page, `/app/explorer/lists/${encodeURIComponent(node)}`, {
    form: {},
  });
  const items = list['items'] as { name: string; file_seq: number }[];
  return items.find((item) => item.name === name)?.file_seq ?? 0;
}

/** A folder of the story's own holding one uploaded file, which is returned selected. */
async function folderWithFile(page: Page, label: string, file: string): Promise<void> {
  await ownFolder(page, `${label} ${String(Date.now())}`);
  await uploadFiles(page, 'Folder actions', 'Upload', file);
  await selectEntries(page, file);
}

/** A long Japanese file name uploaded into a folder of the story's own (in `/ja/`); returned. */
async function longJapaneseFile(page: Page, label: string): Promise<string> {
  const long = `2026年度第3四半期_営業部門売上報告書_${String(Date.now())}.txt`;
  await ownFolder(page, `${label} ${String(Date.now())}`, '/ja');
  await uploadFiles(page, 'フォルダーの操作', 'アップロード', long);
  return long;
}

/** Opens the details panel of the selection from its context menu (keyboard). */
async function openDetails(page: Page): Promise<Locator> {
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Details' }).click();
  const panel = page.getByRole('complementary', { name: 'Details' });
  await expect(panel).toBeVisible();
  return panel;
}

test('the upload panel sits beside the details panel, and under its sheet on a phone', async ({
  page,
  signIn,
}) => {
  await signIn('alice', '/');
  await folderWithFile(page, 'Beside', 'beside.txt');
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads).toBeVisible();
  const details = await openDetails(page);
  expect(overlap(await box(uploads), await box(details))).toBe(false);

  await page.setViewportSize(PHONE);
  const sheet = await box(details);
  const panel = await box(uploads);
  expect(overlap(panel, sheet)).toBe(true);
  // Where they meet, what a tap reaches is the sheet.
  const x = Math.max(panel.x, sheet.x) + 8;
  const y = Math.max(panel.y, sheet.y) + 8;
  const onTop = await page.evaluate(
    ([px, py]) => document.elementFromPoint(px ?? 0, py ?? 0)?.closest('.fx-details') !== null,
    [x, y],
  );
  expect(onTop).toBe(true);
});

test('a new share link is in view and focused on a phone, its Copy button level with it', async ({
  page,
  signIn,
}) => {
  await signIn('alice', '/');
  await folderWithFile(page, 'Made link', 'made.txt');
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Share link…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const address = dialog.getByLabel('Link address');
  await expect(address).toHaveValue(/\/link#/);
  await expect(address).toBeFocused();
  const field = await box(address);
  const copy = await box(dialog.getByRole('button', { name: 'Copy link' }));
  expect(Math.abs(field.y + field.height / 2 - (copy.y + copy.height / 2))).toBeLessThan(2);
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await page.setViewportSize(PHONE);
  await selectEntries(page, 'made.txt');
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Share link…' }).click();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(address).toHaveValue(/\/link#/);
  await expect(address).toBeFocused();
  const shown = await box(address);
  expect(shown.y).toBeGreaterThanOrEqual(0);
  expect(shown.y + shown.height).toBeLessThanOrEqual(PHONE.height);
});

test('a long tag ends in “…” in the row and the filter, and the row keeps its name', async ({
  page,
  signIn,
}) => {
  await signIn('alice', '/');
  await folderWithFile(page, 'Long tag', 'tagged.txt');
  const tag = 'Needs review by legal before Friday';
  const added = await appCall(page, '/v2/tag/file/add', {
    data: { file_seq: await fileSeqOf(page, 'tagged.txt'), tag },
  });
  expect(added['success']).toBe(true);
  await page.reload();
  const chips = [
    row(page, 'tagged.txt').getByRole('button', { name: tag }),
    page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: tag }),
  ];
  for (const chip of chips) {
    await expect(chip).toBeVisible();
    // Cut (its text is wider than its box) and ended with an ellipsis, which a flex box never draws.
    const cut = await chip.evaluate((element) => ({
      clipped: element.scrollWidth > element.clientWidth,
      ellipsis: getComputedStyle(element).textOverflow === 'ellipsis',
      flex: getComputedStyle(element).display.includes('flex'),
    }));
    expect(cut).toEqual({ clipped: true, ellipsis: true, flex: false });
  }
  const name = await box(row(page, 'tagged.txt').locator('.fx-name'));
  expect(name.width).toBeGreaterThan(60);
});

test('the tagged view names the root area in the user’s language', async ({ page, signIn }) => {
  await signIn('alice', '/ja/');
  await ownFolder(page, `タグ ${String(Date.now())}`, '/ja');
  await uploadFiles(page, 'フォルダーの操作', 'アップロード', 'tagged-ja.txt');
  const tag = `場所 ${String(Date.now())}`;
  const added = await appCall(page, '/v2/tag/file/add', {
    data: { file_seq: await fileSeqOf(page, 'tagged-ja.txt'), tag },
  });
  expect(added['success']).toBe(true);
  await page.reload();
  await row(page, 'tagged-ja.txt').getByRole('button', { name: tag }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('cell', { name: /^マイボックス \/ Projects \// })).toBeVisible();
  await expect(dialog).not.toContainText('My Box');
});

test('Favorites and Trash keep their columns in their box', async ({ page, signIn }) => {
  await signIn('alice', '/');
  const long = `A favourite with a name far too long for a phone ${String(Date.now())}.txt`;
  await folderWithFile(page, 'Columns', long);
  await page.keyboard.press('s');
  await expect(
    row(page, long).getByRole('button', { name: 'Remove from favorites' }),
  ).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.goto('/?favorites=1');
  await expect(page.getByRole('button', { name: long })).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    table: document.querySelector('.fx-favs__list')?.getBoundingClientRect().right ?? 0,
  }));
  expect(widths.page).toBeLessThanOrEqual(PHONE.width);
  expect(widths.table).toBeLessThanOrEqual(PHONE.width);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await folderWithFile(page, 'Trash columns', 'memo-12345.txt');
  await page.keyboard.press('Delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(row(page, 'memo-12345.txt')).toHaveCount(0);
  await page.goto('/?trash=1');
  const name = page.locator('.fx-trash__name').filter({ hasText: 'memo-12345.txt' }).first();
  await expect(name).toBeVisible();
  const lineHeight = await name.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  expect((await box(name)).height).toBeLessThan(lineHeight * 1.5);
  // Beside the side bar on a tablet: who and when give way, nothing runs off the table.
  await page.setViewportSize({ width: 800, height: 800 });
  const fits = await page.evaluate(() => {
    const table = document.querySelector('.fx-trash__list');
    const box = table?.parentElement;
    return {
      page: document.documentElement.scrollWidth,
      table:
        table === null || box === null || box === undefined
          ? 1
          : table.scrollWidth - box.clientWidth,
    };
  });
  expect(fits.page).toBeLessThanOrEqual(800);
  expect(fits.table).toBeLessThanOrEqual(0);
});

test('a key combination stays whole and clear of its description on a phone', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(PHONE);
  await signIn('alice', '/');
  await page.locator('.fx-grid').focus();
  await page.keyboard.press('Shift+?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  const line = dialog.getByRole('row').filter({ hasText: 'Extend the selection' });
  const described = await box(line.getByRole('cell').nth(1));
  const combos = line.locator('.fx-keys__combo');
  await expect(combos).toHaveCount(2);
  for (const combo of await combos.all()) {
    const keys = await box(combo);
    expect(keys.x + keys.width).toBeLessThanOrEqual(described.x + 1);
    // One line: Shift, + and the arrow together.
    expect(keys.height).toBeLessThan(40);
  }
});

test('the row menu is drawn above a toast', async ({ page, signIn }) => {
  await signIn('alice', '/');
  await ownFolder(page, `Menu over toast ${String(Date.now())}`);
  await uploadFiles(page, 'Folder actions', 'Upload', ['a.txt', 'b.txt']);
  await page.getByRole('button', { name: 'Clear finished' }).click();
  await page.setViewportSize(PHONE);
  await selectEntries(page, 'a.txt');
  await page.keyboard.press('Delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  const toast = page.locator('.ui-toast').filter({ hasText: '1 item deleted.' });
  await expect(toast).toBeVisible();
  await selectEntries(page, 'b.txt');
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu');
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  // Where a toast lands depends on the screen and its kind: put it across the menu's middle.
  await page.locator('.ui-toasts').evaluate((toasts) => {
    toasts.style.setProperty('inset', '45% 0 auto');
  });
  expect(overlap(await box(menu), await box(toast))).toBe(true);
  for (const item of await items.all()) {
    const at = await box(item);
    const reached = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('[role="menu"]') !== null,
      [at.x + at.width / 2, at.y + at.height / 2],
    );
    expect(reached).toBe(true);
  }
});

test('on a phone a search result’s name has the row, and sizes never break from their unit', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(PHONE);
  await signIn('alice', '/ja/');
  const long = await longJapaneseFile(page, '検索');
  const field = page.getByRole('searchbox', { name: '名前で検索' });
  await field.fill('報告書');
  await field.press('Enter');
  const result = page.getByRole('listbox').getByRole('option').filter({ hasText: '報告書' });
  await expect(result.first()).toBeVisible();
  const name = await box(result.first().locator('.fx-found__name'));
  const whole = await box(result.first());
  expect(name.width).toBeGreaterThan(whole.width * 0.6);
  // The match, far into the long name, is in sight: shown from a little before it.
  const shown = '.fx-found__near mark, .fx-found__name:not(.has-near) mark';
  const match = await box(result.first().locator(shown).first());
  expect(match.x + match.width).toBeLessThanOrEqual(name.x + name.width + 1);
  await expect(result.first()).toHaveAccessibleName(new RegExp(`^${long.replace('.', '\\.')}`));
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /のアカウントメニュー$/ }).click();
  const storage = page.locator('.fx-user__storage');
  await expect(storage).toBeVisible();
  expect(await storage.textContent()).toMatch(/\d\u00a0(B|KB|MB|GB)/);
});

test('in Korean a particle after a name takes the form the name asks for', async ({
  page,
  signIn,
}) => {
  await signIn('alice', '/ko/');
  await ownFolder(page, `조사 ${String(Date.now())}`, '/ko');
  const node = new URL(page.url()).searchParams.get('node') ?? '';
  await appCall(page, '/folder/add/', { form: { node, name: 'minutes' } });
  await page.reload();
  await selectEntries(page, 'minutes');
  await page.keyboard.press('F2');
  await page.getByRole('textbox', { name: '새 이름' }).fill('회의록');
  await page.keyboard.press('Enter');
  await expect(row(page, '회의록')).toBeVisible();
  // 록 ends in a consonant: 으로, where the text is written '{{name}}'(으)로.
  await expect(page.getByText("이름을 '회의록'으로 바꿨습니다.")).toBeVisible();
});

test('an unavailable main button is grey, not a paler accent, in the dark theme', async ({
  page,
  signIn,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn('alice', '/');
  await folderWithFile(page, 'Grey button', 'grey.txt');
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Move to…' }).click();
  const here = page.getByRole('dialog').getByRole('button', { name: 'Move here' });
  await expect(here).toBeDisabled();
  const look = await here.evaluate((button) => {
    const probe = document.createElement('span');
    probe.style.setProperty('background', 'var(--surface-2)');
    button.after(probe);
    const grey = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const style = getComputedStyle(button);
    return { background: style.backgroundColor, opacity: style.opacity, grey };
  });
  expect(look).toEqual({ background: look.grey, opacity: '1', grey: look.grey });
});

test('in Korean a group’s level and Remove sit under its name, as every user’s do', async ({
  page,
  signIn,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn('alice', '/ko/');
  await page
    .getByRole('navigation', { name: '저장 공간' })
    .getByRole('link', { name: '공유 박스' })
    .click();
  await row(page, 'Design Reviews').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Design Reviews' })).toBeVisible();
  await page
    .getByRole('toolbar', { name: '폴더 작업' })
    .getByRole('button', { name: '멤버' })
    .click();
  const dialog = page.getByRole('dialog', { name: '“Design Reviews” 멤버' });
  const members = dialog.locator('li[data-member]');
  await expect(
    members.filter({ has: page.locator('.members__name', { hasText: 'Design Team' }) }),
  ).toBeVisible();
  const count = await members.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const lefts = new Set<number>();
  for (let i = 0; i < count; i += 1) {
    const member = members.nth(i);
    const name = await box(member.locator('.members__name'));
    const level = await box(member.getByRole('combobox'));
    expect(level.y, await member.innerText()).toBeGreaterThanOrEqual(name.y + name.height);
    lefts.add(Math.round(level.x));
  }
  // Every row's controls start at the same place.
  expect(lefts.size).toBe(1);
  await expectNoAxeViolations(page);
});

test('the folder picker draws one focus ring: its active row’s, and none while the focus is elsewhere', async ({
  page,
  signIn,
}) => {
  await signIn('alice', '/');
  await folderWithFile(page, 'One ring', 'ring.txt');
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Move to…' }).click();
  const tree = page.getByRole('dialog').getByRole('tree', { name: 'Folders' });
  await expect(tree).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const active = tree.locator('.is-focused');
  await expect(active).toHaveCount(1);
  const rings = async () => ({
    tree: await tree.evaluate((el) => getComputedStyle(el).outlineStyle),
    row: await active.evaluate((el) => getComputedStyle(el).outlineStyle),
  });
  expect(await rings()).toEqual({ tree: 'none', row: 'solid' });
  await page.keyboard.press('Tab');
  await expect(tree).not.toBeFocused();
  expect(await rings()).toEqual({ tree: 'none', row: 'none' });
});

/**
 * Where the text of `locator` goes onto a new line: for each break, the characters before and
 * after it (read from each character's box).
 */
async function lineBreaks(locator: Locator): Promise<{ before: string; after: string }[]> {
  return locator.evaluate((element) => {
    const chars: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (rect !== undefined) chars.push({ char: text.charAt(index), top: rect.top });
      }
    }
    const found: { before: string; after: string }[] = [];
    for (let index = 1; index < chars.length; index += 1) {
      const here = chars[index];
      const last = chars[index - 1];
      if (here !== undefined && last !== undefined && here.top > last.top + 2) {
        found.push({ before: last.char, after: here.char });
      }
    }
    return found;
  });
}

test('a Japanese file name in a dialog title breaks after its separators, not inside its words', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(PHONE);
  await signIn('alice', '/ja/');
  const long = await longJapaneseFile(page, '名前');
  await selectEntries(page, long);
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menu').getByRole('menuitem', { name: /^タグ/ }).click();
  const dialog = page.getByRole('dialog', { name: `${long} のタグ` });
  await expect(dialog).toBeVisible();
  const title = dialog.getByRole('heading', { name: `${long} のタグ` });
  await page.screenshot({ path: test.info().outputPath('ja-title.png'), animations: 'disabled' });
  const breaks = await lineBreaks(title);
  // The name takes more than one line at 360 px, and each of its lines ends at a separator
  // (or the name ends and the title's own words follow).
  expect(breaks.length).toBeGreaterThan(0);
  for (const at of breaks) expect(`${at.before}${at.after}`).toMatch(/^[_\-\s]|^.[.\s]/u);
  // The browser's own accessibility tree names the dialog and its heading by the whole title,
  // with no space for a break.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const names = nodes
    .filter((node) => node.role?.value === 'dialog' || node.role?.value === 'heading')
    .map((node) => String(node.name?.value ?? ''));
  expect(names.filter((name) => name === `${long} のタグ`)).toHaveLength(2);
  await expectNoAxeViolations(page);
});
