// An action on the selection acts on every selected entry (requirements X6). Ctrl+A in a folder of
// 160 entries selects entries whose page was never loaded; Delete first loads those pages (a
// spinner by the count, announced; axe-clean), then asks about all 160 and deletes them all, in
// each language. A page that fails to load stops the action: nothing is deleted and a message
// says why. A drag of such a selection onto a folder moves all of it.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { appCall, fileList, longFolder, longFolderEntry, row } from './app-fixtures.ts';
import { holdRequests } from './held-requests.ts';

// 160 entries are made through the API before each story.
test.describe.configure({ timeout: 120_000 });

const ENTRIES = 160;

const WORDS = {
  en: {
    prefix: '',
    selected: '160 selected',
    loading: 'Loading the 160 selected items…',
    title: 'Delete 160 items?',
    confirm: 'Delete',
    done: '160 items deleted.',
    empty: 'This folder is empty',
  },
  ja: {
    prefix: '/ja',
    selected: '160 件を選択中',
    loading: '選択した 160 件を読み込んでいます…',
    title: '160 件を削除しますか？',
    confirm: '削除',
    done: '160 件を削除しました。',
    empty: 'このフォルダーは空です',
  },
  ko: {
    prefix: '/ko',
    selected: '160개 선택됨',
    loading: '선택한 160개 항목을 불러오는 중…',
    title: '항목 160개를 삭제할까요?',
    confirm: '삭제',
    done: '항목 160개를 삭제했습니다.',
    empty: '이 폴더는 비어 있습니다',
  },
} as const;

/** Makes a folder of ENTRIES entries, opens it and selects them all with Ctrl+A. */
async function selectAllInLongFolder(page: Page, prefix = ''): Promise<void> {
  await longFolder(page, ENTRIES, prefix);
  await row(page, longFolderEntry(0)).click();
  await page.keyboard.press('ControlOrMeta+a');
}

// The pages a view at the top of the list asks for: the first three (0–149).
const lastPage = (url: string): boolean => new URLSearchParams(url).get('page') === '4';

for (const lang of ['en', 'ja', 'ko'] as const) {
  const w = WORDS[lang];
  test(`${lang}: Ctrl+A and Delete in a long folder delete every entry, the pages never shown loaded first`, async ({
    page,
    signIn,
  }) => {
    await signIn('alice', `${w.prefix}/`);
    await selectAllInLongFolder(page, w.prefix);
    await expect(page.getByText(w.selected, { exact: true })).toBeVisible();
    // The last page (entries 150–159) was never shown; its answer is held back.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/app/explorer/lists/')) asked.push(request.postData() ?? '');
    });
    const release = await holdRequests(page, '**/app/explorer/lists/**');
    await page.keyboard.press('Delete');
    await expect(page.getByText(w.loading, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(asked.filter(lastPage)).toHaveLength(1);
    release();

    const dialog = page.getByRole('dialog', { name: w.title });
    await expect(dialog).toBeVisible();
    await expect(page.getByText(w.selected, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
    await expect(page.getByText(w.done)).toBeVisible();
    await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();
  });
}

test('a page of the selection that cannot be loaded stops the action, and nothing is deleted', async ({
  page,
  signIn,
}) => {
  await signIn();
  await selectAllInLongFolder(page);
  await page.route('**/app/explorer/lists/**', async (route) => {
    if (lastPage(route.request().postData() ?? '')) await route.abort('connectionfailed');
    else await route.continue();
  });
  await page.keyboard.press('Delete');
  await expect(
    page.getByText('Not all the selected items could be loaded, so nothing was done. Try again.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('160 selected', { exact: true })).toBeVisible();
  await expect(fileList(page)).toBeVisible();
  await expect(page.getByText('160 items')).toBeVisible();

  // Once the page answers again, the same keys delete all 160.
  await page.unroute('**/app/explorer/lists/**');
  await fileList(page).focus();
  await page.keyboard.press('Delete');
  await expect(page.getByRole('dialog', { name: 'Delete 160 items?' })).toBeVisible();
});

test('a dragged selection holding entries never loaded moves them all', async ({
  page,
  signIn,
}) => {
  await signIn();
  await longFolder(page, ENTRIES);
  const node = new URL(page.url()).searchParams.get('node') ?? '';
  const target = 'aaa-target';
  await appCall(page, '/folder/add/', { form: { node, name: target } });
  await page.reload();
  await expect(page.getByText('161 items')).toBeVisible();
  await row(page, longFolderEntry(0)).click();
  await page.keyboard.press('ControlOrMeta+a');
  await row(page, target).click({ modifiers: ['ControlOrMeta'] });
  await expect(page.getByText('160 selected', { exact: true })).toBeVisible();
  await row(page, longFolderEntry(0)).dragTo(row(page, target));
  await expect(page.getByText(`160 items moved to ${target}.`)).toBeVisible();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
});
