// Lookups for the app stories (signing in is the `signIn` fixture of fixtures.ts).
import type { Page } from '@playwright/test';

/** The file list of the app. */
export function fileList(page: Page) {
  return page.getByRole('grid', { name: /^(Contents of|.+ の内容|.+의 내용)/ });
}

/** A row of the list by the entry's name. */
export function row(page: Page, name: string) {
  return fileList(page).getByRole('row').filter({ hasText: name }).first();
}
