import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../../../locales/en/common.json' with { type: 'json' };
import login from '../../../locales/en/login.json' with { type: 'json' };
import otpStrings from '../../../locales/en/otp.json' with { type: 'json' };
import password from '../../../locales/en/password.json' with { type: 'json' };
import { createT } from '../../lib/i18n/t.ts';
import { inertLoginEnv } from '../../lib/login/browser-env.ts';
import type { State } from '../../lib/login/flow.ts';
import { loginData, otp } from '../../lib/login/fixtures.test-support.ts';
import { createLoginStore } from '../../lib/login/store.ts';
import { LoginContext } from './context.ts';
import { Steps } from './Steps.tsx';

const strings = { ...common, ...login, ...otpStrings, ...password };
const t = createT(strings, 'en');
const done = { gdpr: false, wizard: false };

afterEach(cleanup);

function renderSteps(state: State) {
  const store = createLoginStore(inertLoginEnv('en', t));
  render(
    <LoginContext.Provider value={{ store, t, locale: 'en', warmUp: () => undefined }}>
      <Steps state={state} onForgotPassword={() => undefined} />
    </LoginContext.Provider>,
  );
}

describe('the steps after the form, loaded on demand', () => {
  it.each<[string, State, string]>([
    ['the method choice', { tag: 'otp_method', otp: otp('12'), selected: null }, 'Send code'],
    ['the trust question', { tag: 'trust_browser', data: loginData() }, 'Trusted'],
    [
      'the password wizard',
      { tag: 'password_wizard', page: 0, data: loginData({ firstLogin: true }), done },
      'Change password',
    ],
  ])(
    'shows a loading card, then %s with the focus on its heading',
    async (_name, state, button) => {
      renderSteps(state);
      expect(screen.getByRole('status').textContent).toBe('Loading the next step…');
      expect(await screen.findByRole('button', { name: button })).toBeTruthy();
      expect(document.activeElement?.tagName).toBe('H1');
    },
  );

  it('keeps the form mounted but hidden while a step shows', async () => {
    renderSteps({ tag: 'otp_method', otp: otp('12'), selected: null });
    await screen.findByRole('button', { name: 'Send code' });
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(
      screen.getByText('Company ID', { selector: 'label' }).closest('[hidden]'),
    ).not.toBeNull();
  });
});
