// Lookups for the app stories (signing in is the `signIn` fixture of fixtures.ts).
import { expect, type Page } from '@playwright/test';

/** The file list of the app. */
export function fileList(page: Page) {
  return page.getByRole('grid', { name: /^(Contents of|.+ の内容|.+의 내용)/ });
}

/** A row of the list by the entry's name. */
export function row(page: Page, name: string) {
  return fileList(page).getByRole('row').filter({ hasText: name }).first();
}

/**
 * The open folder's first entry, a row of the list or a tile of the grid: in view without
 * scrolling (a click scrolls an entry that is partly out of view).
 */
export function firstEntry(page: Page, view: 'list' | 'grid') {
  return page
    .locator(view === 'grid' ? '.fx-tile[aria-selected]' : '[role="row"][aria-selected]')
    .first();
}

/**
 * Opens an entry of the list as a keyboard user does: a click selects it, Enter opens it. A double
 * click can open the row below instead: the first click scrolls a row half out of view into it,
 * and the second lands on whatever is then under the pointer (a full run's folders are long).
 */
export async function openEntry(page: Page, name: string): Promise<void> {
  await selectEntries(page, name);
  await page.keyboard.press('Enter');
}

/**
 * Opens an entry with a double click, as a mouse user does, once a first click has selected it
 * and so brought it wholly into view: the double click then lands on the row it names.
 */
export async function doubleClickEntry(page: Page, name: string): Promise<void> {
  await selectEntries(page, name);
  await row(page, name).dblclick();
}

/**
 * Selects rows by name, the first plainly, the others with Ctrl/Cmd. Each is clicked until it is
 * selected: a click can land while a full run's folder is still settling.
 */
export async function selectEntries(page: Page, ...names: string[]): Promise<void> {
  for (const [index, name] of names.entries()) {
    await expect(row(page, name)).toBeVisible();
    await expect(async () => {
      await row(page, name).click(index === 0 ? {} : { modifiers: ['ControlOrMeta'] });
      await expect(row(page, name)).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 10_000 });
  }
}

/**
 * Opens an entry's row menu with a right-click, as a mouse user does, on that row for sure: the
 * menu is opened again when the click landed on another row (a full run's parallel stories upload
 * into the shared demo folders, and a row can move under the pointer between the check and the
 * click). No left click first: it would press whatever the row holds at its centre (a tag chip at
 * 360 px).
 */
export async function openRowMenu(page: Page, name: string): Promise<void> {
  await expect(row(page, name)).toBeVisible();
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (await menu.isVisible()) await page.keyboard.press('Escape');
    await row(page, name).click({ button: 'right' });
    await expect(menu).toBeVisible({ timeout: 2_000 });
    await expect(row(page, name)).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Runs an action on one entry from its row's menu, which offers every action the toolbar does. */
export async function runFromRowMenu(
  page: Page,
  name: string,
  action: string | RegExp,
): Promise<void> {
  await openRowMenu(page, name);
  await page.getByRole('menu').getByRole('menuitem', { name: action, exact: true }).click();
}

/**
 * Uploads text files (each holding its own name) into the open folder with the toolbar's Upload
 * button, named in the page's language, and waits for their rows.
 */
export async function uploadFiles(
  page: Page,
  toolbar: string,
  button: string,
  names: string | readonly string[],
): Promise<void> {
  const files = typeof names === 'string' ? [names] : names;
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('toolbar', { name: toolbar })
    .getByRole('button', { name: button, exact: true })
    .click();
  await (
    await chooser
  ).setFiles(files.map((name) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(name) })));
  for (const name of files) await expect(row(page, name)).toBeVisible();
}

/** What a drop of one text file named `name` (holding `text`) carries, for `dispatchEvent`. */
export function fileDrop(page: Page, name: string, text: string) {
  return page.evaluateHandle(
    ([file, body]) => {
      const data = new DataTransfer();
      data.items.add(new File([body], file, { type: 'text/plain' }));
      return data;
    },
    [name, text] as const,
  );
}

async function cookie(page: Page, name: string): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value ?? '';
}

/** A JSON or form call of the signed-in page, as the app makes it (its session and CSRF headers). */
export async function appCall(
  page: Page,
  path: string,
  body: { form?: Record<string, string>; data?: unknown },
): Promise<Record<string, unknown>> {
  const response = await page.request.post(path, {
    ...body,
    headers: {
      access_token: await cookie(page, 'access_token'),
      'X-CSRFToken': await cookie(page, 'csrf_token'),
      lang: 'eng',
    },
  });
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Makes a folder of the story's own, named `name`, under My Box › Projects and opens it (`prefix`
 * '' or '/ja', '/ko'); returns the name. The list is virtualized: a story that fills a shared
 * folder pushes the rows other stories look for out of view.
 */
export async function ownFolder(page: Page, name: string, prefix = ''): Promise<string> {
  const list = await appCall(page, '/app/explorer/lists/1', { form: {} });
  const items = list['items'] as { name: string; node: string }[];
  const projects = items.find((item) => item.name === 'Projects')?.node ?? '';
  const answer = await appCall(page, '/folder/add/', { form: { node: projects, name } });
  expect(answer['success']).toBe(true);
  const node = (answer['folder'] as { node: string }).node;
  await page.goto(`${prefix}/?node=${encodeURIComponent(node)}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

/** The name of entry `i` of `longFolder`'s folder: entry-000, entry-001, … (in name order). */
export const longFolderEntry = (i: number): string => `entry-${String(i).padStart(3, '0')}`;

/** "N items" in the app's languages, as the folder's header says it. */
const ITEMS: Readonly<Record<string, (count: string) => string>> = {
  '': (count) => `${count} items`,
  '/ja': (count) => `${count} 件`,
  '/ko': (count) => `항목 ${count}개`,
};

/**
 * A new folder of the story's own holding `count` entries (folders made through the API, named by
 * `longFolderEntry`), shown from the top once its header counts them (`prefix` '', '/ja', '/ko').
 */
export async function longFolder(page: Page, count: number, prefix = ''): Promise<string> {
  const folder = await ownFolder(page, `Long folder ${String(Date.now())}`, prefix);
  const node = new URL(page.url()).searchParams.get('node') ?? '';
  for (let from = 0; from < count; from += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - from) }, (_, k) =>
        appCall(page, '/folder/add/', { form: { node, name: longFolderEntry(from + k) } }),
      ),
    );
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: folder })).toBeVisible();
  await expect(page.getByText(ITEMS[prefix]?.(String(count)) ?? '')).toBeVisible();
  return folder;
}
