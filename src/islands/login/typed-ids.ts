// The company and user IDs typed in the login form, read when the SSO or Reset Password dialog
// opens so that neither asks again for what is already typed. Imported only by those lazily
// loaded dialogs, so the login page's first load does not carry it.

/** The IDs in the login form now ('' where a field is empty or there is no form). */
export function typedLoginIds(): { readonly company: string; readonly id: string } {
  const value = (autocomplete: string): string =>
    document
      .querySelector<HTMLInputElement>(`.login-form input[autocomplete="${autocomplete}"]`)
      ?.value.trim() ?? '';
  return { company: value('organization'), id: value('username') };
}
