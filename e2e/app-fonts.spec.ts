// The fonts the app's text is drawn in (decision 036), read from the browser's own record of the
// platform fonts each element used: a Japanese or Korean name in the English app finds a font made
// for it, in its weight (bold folder names), and every Latin text on the page, the icon buttons'
// hidden labels included, is drawn in one font, the page's.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { row } from './app-fixtures.ts';

interface PlatformFont {
  readonly familyName: string;
  readonly postScriptName: string;
}

/** The platform fonts used by the elements matching `selector`, each once. */
async function fontsOf(page: Page, cdp: CDPSession, selector: string): Promise<PlatformFont[]> {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const found = new Map<string, PlatformFont>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) found.set(font.postScriptName, font);
  }
  expect(nodeIds.length, `elements matching ${selector} on ${page.url()}`).toBeGreaterThan(0);
  return [...found.values()];
}

const CJK = /CJK|Hiragino|Yu Gothic|Gothic Neo|Malgun|Meiryo/;

test('a Japanese or Korean name in the English app has a CJK font, in its weight', async ({
  page,
  signIn,
}) => {
  await signIn('alice', '/');
  await expect(row(page, '写真')).toBeVisible();
  await expect(row(page, '회의록')).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  for (const name of ['写真', '회의록']) {
    const fonts = await fontsOf(page, cdp, `.fx-name[title="${name}"]`);
    expect(fonts.length, name).toBe(1);
    expect(fonts[0]?.familyName, name).toMatch(CJK);
    expect(fonts[0]?.postScriptName, `${name} is a folder: bold`).toMatch(/Bold/);
  }
});

for (const path of ['/', '/ja/', '/ko/']) {
  test(`every Latin text of the app at ${path} is in one font, icon buttons' labels included`, async ({
    page,
    signIn,
  }) => {
    await signIn('alice', path);
    await expect(row(page, '写真')).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    const fonts = await fontsOf(page, cdp, 'body *');
    const latin = new Set(
      fonts
        .filter((font) => !CJK.test(font.familyName) && !/Mono/.test(font.familyName))
        .map((font) => font.familyName),
    );
    expect([...latin]).toHaveLength(1);
  });
}
