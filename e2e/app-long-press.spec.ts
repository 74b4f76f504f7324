// A finger resting on an entry opens its menu (requirements X6), where the browser sends no
// `contextmenu` for a long press (iOS Safari; here its absence is made by swallowing the event
// before the page sees it) and where it does (Chromium): the menu opens once, the entry is
// selected, and lifting the finger neither unselects nor opens it. A finger that moves on is a
// scroll, not a press. At 360 px with touch, in each language, axe-clean with the menu open.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { appCall, ownFolder, row } from './app-fixtures.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const WORDS = {
  en: { prefix: '', one: '1 selected', rename: 'Rename' },
  ja: { prefix: '/ja', one: '1 件を選択中', rename: '名前を変更' },
  ko: { prefix: '/ko', one: '1개 선택됨', rename: '이름 바꾸기' },
} as const;

/**
 * Puts a finger on the entry's name, holds it for `ms` (moved by `drift` px at once), lifts it.
 * With `contextmenuAt`, the browser's own long press is played that many ms into the hold: a
 * `contextmenu` event where the finger is (this headless Chromium sends none for a touch).
 */
async function press(
  page: Page,
  name: string,
  ms: number,
  { drift = 0, contextmenuAt }: { drift?: number; contextmenuAt?: number } = {},
): Promise<void> {
  const box = await row(page, name).locator('.fx-name').boundingBox();
  if (box === null) throw new Error(`no row ${name}`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  if (drift > 0) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y + drift }],
    });
  }
  let waited = 0;
  if (contextmenuAt !== undefined) {
    await page.waitForTimeout(contextmenuAt);
    waited = contextmenuAt;
    await page.evaluate(
      ([cx, cy]) => {
        document.elementFromPoint(cx, cy)?.dispatchEvent(
          new MouseEvent('contextmenu', {
            bubbles: true,
            cancelable: true,
            clientX: cx,
            clientY: cy,
          }),
        );
      },
      [x, y] as const,
    );
  }
  await page.waitForTimeout(ms - waited);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Counts the menus the page opens from now on. */
async function countMenus(page: Page): Promise<() => number> {
  let menus = 0;
  await page.exposeFunction('countMenu', () => {
    menus += 1;
  });
  await page.evaluate(() => {
    const w = window as unknown as { countMenu: () => void };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.matches('[role="menu"]')) w.countMenu();
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => menus;
}

/** A folder of the user's own with two subfolders, opened. */
async function twoEntries(page: Page, prefix: string, label: string): Promise<void> {
  await ownFolder(page, `Press ${label} ${String(Date.now())}`, prefix);
  const node = new URL(page.url()).searchParams.get('node') ?? '';
  await appCall(page, '/folder/add/', { form: { node, name: 'Alpha' } });
  await appCall(page, '/folder/add/', { form: { node, name: 'Beta' } });
  await page.reload();
  await expect(row(page, 'Beta')).toBeVisible();
}

for (const lang of ['en', 'ja', 'ko'] as const) {
  const w = WORDS[lang];
  test(`${lang}: without the browser's contextmenu (iOS), a long press opens the entry's menu and lifting the finger keeps it`, async ({
    page,
    signIn,
  }) => {
    await page.addInitScript(() => {
      addEventListener(
        'contextmenu',
        (event) => {
          event.stopImmediatePropagation();
          event.preventDefault();
        },
        { capture: true },
      );
    });
    await signIn('alice', `${w.prefix}/`);
    await twoEntries(page, w.prefix, lang);

    await press(page, 'Alpha', 900);
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: w.rename, exact: true })).toBeVisible();
    await expect(row(page, 'Alpha')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(w.one, { exact: true })).toBeVisible();
    // The release's click neither took the entry out of the selection nor opened it.
    await page.waitForTimeout(300);
    await expect(row(page, 'Alpha')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Alpha' })).toHaveCount(0);
    // The menu lies under the finger: the release sent it no click, and its first item keeps focus.
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });
}

test("with the browser's own contextmenu, before or after the timer, a long press opens one menu; a moving or short touch opens none", async ({
  page,
  signIn,
}) => {
  await signIn('alice', '/');
  await twoEntries(page, '', 'native');
  const menus = await countMenus(page);
  const menu = page.getByRole('menu');

  // The browser's long press first (Android): its menu, and our timer opens no second one.
  await press(page, 'Beta', 900, { contextmenuAt: 250 });
  await expect(menu).toBeVisible();
  await page.waitForTimeout(300);
  expect(menus()).toBe(1);
  await expect(row(page, 'Beta')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // Our timer first: the browser's late contextmenu is dropped.
  await press(page, 'Alpha', 900, { contextmenuAt: 750 });
  await expect(menu).toBeVisible();
  await page.waitForTimeout(300);
  expect(menus()).toBe(2);
  await expect(row(page, 'Alpha')).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 'Beta')).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // A finger that moves on is no press; a short touch is a tap (Beta added to the selection).
  await press(page, 'Beta', 900, { drift: 40 });
  await press(page, 'Beta', 50);
  await expect(row(page, 'Beta')).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 'Alpha')).toHaveAttribute('aria-selected', 'true');
  await page.waitForTimeout(600);
  await expect(menu).toHaveCount(0);
  expect(menus()).toBe(2);
});
