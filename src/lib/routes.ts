/** Every route of the spec that is built as a static page in every language (requirements I1). */
export const ROUTES = [
  '/',
  '/login',
  '/login/gdpr',
  '/newPassword',
  '/forgotPassword',
  '/passwordRegistration',
  '/black-list',
  '/gmailAuthSuccess',
  '/exchangeAuthSuccess',
  '/blocked',
  '/restricted',
] as const;

export type Route = (typeof ROUTES)[number];

/** Pages reached from e-mailed links: their address may hold a code, so they send no Referer. */
export const EMAIL_LINK_ROUTES: readonly Route[] = [
  '/newPassword',
  '/forgotPassword',
  '/passwordRegistration',
  '/black-list',
  '/gmailAuthSuccess',
  '/exchangeAuthSuccess',
];
