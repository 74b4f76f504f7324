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
  '/link',
  '/upload',
] as const;

export type Route = (typeof ROUTES)[number];

/**
 * Pages reached from e-mailed or shared links: their address may hold a code, so they send no
 * Referer (the public link and upload pages keep their token in the fragment too: security K35).
 */
export const EMAIL_LINK_ROUTES = [
  '/newPassword',
  '/forgotPassword',
  '/passwordRegistration',
  '/black-list',
  '/gmailAuthSuccess',
  '/exchangeAuthSuccess',
  '/link',
  '/upload',
] as const satisfies readonly Route[];

/** A page reached from an e-mailed link. */
export type EmailLinkRoute = (typeof EMAIL_LINK_ROUTES)[number];

/** The page each e-mail of the link flows links to (the reference server sends them). */
export const MAIL_LINK_ROUTE = {
  reset: '/forgotPassword',
  registration: '/passwordRegistration',
  new_password: '/newPassword',
  blacklist: '/black-list',
} as const satisfies Readonly<Record<string, EmailLinkRoute>>;

/** Whether a route is reached from an e-mailed link. */
export function isEmailLinkRoute(route: string): route is EmailLinkRoute {
  return (EMAIL_LINK_ROUTES as readonly string[]).includes(route);
}
