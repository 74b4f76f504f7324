import { describe, expect, it } from 'vitest';
import { linkRecipe, linkTo, withLinkQuery } from './emailed-links.ts';
import { publicPages, type PageRef } from './pages.ts';

const page = (path: string): PageRef => {
  const found = publicPages().find((p) => p.path === path);
  if (found === undefined) throw new Error(`no page ${path}`);
  return found;
};

describe('linkRecipe', () => {
  it.each([
    ['/forgotPassword/', ['/dev/invite', '/dev/reset-link']],
    ['/ja/passwordRegistration/', ['/dev/invite']],
    ['/ko/newPassword/', ['/dev/invite']],
    ['/black-list/', ['/dev/blacklist']],
  ])('issues the link of %s through the dev tools', (path, calls) => {
    expect(linkRecipe(page(path))?.steps.map((s) => s.path)).toEqual(calls);
  });

  it('asks for the link in the language of the page', () => {
    expect(linkRecipe(page('/ja/passwordRegistration/'))?.steps[0]?.form).toEqual({
      kind: 'registration',
      lang: 'jpn',
    });
    expect(linkRecipe(page('/ko/black-list/'))?.steps[0]?.form).toEqual({ lang: 'kor' });
  });

  it('sends the reset e-mail to the user the first call created', () => {
    expect(linkRecipe(page('/forgotPassword/'))?.steps[1]).toEqual({
      path: '/dev/reset-link',
      form: { company: 'demo' },
      userIdFromPrevious: true,
    });
  });

  it.each(['/login/', '/ja/login/gdpr/', '/gmailAuthSuccess/', '/blocked/', '/ko/restricted/'])(
    'opens %s without a link',
    (path) => {
      expect(linkRecipe(page(path))).toBeNull();
    },
  );
});

describe('withLinkQuery', () => {
  it('keeps the measured page and takes the query of the link', () => {
    expect(
      withLinkQuery('/ja/forgotPassword/', 'http://localhost:4461/forgotPassword?lang=jpn&code=x'),
    ).toBe('/ja/forgotPassword/?lang=jpn&code=x');
  });
});

describe('linkTo', () => {
  const outbox = [
    'http://localhost:4461/forgotPassword?code=new',
    'http://localhost:4461/passwordRegistration?code=invite',
    'http://localhost:4461/forgotPassword/?code=old',
  ];
  it('takes the newest link that opens the route', () => {
    expect(linkTo('/forgotPassword', outbox)).toBe(outbox[0]);
    expect(linkTo('/passwordRegistration', outbox)).toBe(outbox[1]);
  });
  it('finds none for a route no e-mail opens', () => {
    expect(linkTo('/black-list', outbox)).toBeNull();
  });
});
