import { describe, expect, it } from 'vitest';
import { FORM_KEYS } from '../fixtures/react-floor/LoginForm.ts';
import { floorPage, loginMessages } from './floor-pages.ts';
import { reactFloorPage } from './react-floor.ts';

/** The island's props as the browser reads them from the attribute. */
function propsOf(html: string): unknown {
  const attribute = /<astro-island ssr props="([^"]*)">/.exec(html)?.[1] ?? '';
  return JSON.parse(
    attribute
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

describe('the React floor in each language (decision 038)', () => {
  it.each(['en', 'ja', 'ko'] as const)(
    '%s: the form in our login texts, the floor around it',
    (locale) => {
      const page = reactFloorPage(locale);
      const messages = loginMessages(locale);
      const texts = Object.fromEntries(FORM_KEYS.map((key) => [key, messages[key]]));
      // The island hydrates from the same texts the server rendered.
      expect(propsOf(page)).toEqual({ texts });
      const island = page.slice(page.indexOf('<astro-island'), page.indexOf('</astro-island>'));
      expect(island).toContain(`<h1>${String(messages['login.title'])}</h1>`);
      expect(island).toContain(`>${String(messages['login.forgotPassword'])}</a>`);
      // Outside the island, the page is the no-JS floor in the same language (its lang and style).
      const floor = floorPage(locale);
      const head = (html: string) => html.slice(0, html.indexOf('</head>'));
      expect(head(page)).toContain(head(floor).slice(0, head(floor).lastIndexOf('</style>')));
      expect(page).toContain(`<html lang="${locale}">`);
    },
  );
});
