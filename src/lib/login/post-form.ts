// The access-token host's web login as a real form navigation (requirements L22). Loaded only
// when that host's login answers, so other hosts never download it.
import { getCookie } from '../cookies/cookies.ts';

/**
 * A real form navigation (the access-token host's web login). A form cannot send the CSRF
 * header, so the token travels as a field that the server compares with the cookie.
 */
export function postForm(action: string, fields: Readonly<Record<string, string>>): void {
  const withCsrf = { ...fields, csrf_token: getCookie(document.cookie, 'csrf_token') ?? '' };
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(withCsrf)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
