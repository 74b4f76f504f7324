// What the sign-in screens may show of a user's contact details.

/** Shows enough of a phone number to recognise it: the last 4 digits. */
export function maskPhone(phone: string): string {
  return phone === '' ? '' : `${'*'.repeat(Math.max(phone.length - 4, 0))}${phone.slice(-4)}`;
}

/** Shows the first character of the local part and the domain. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at < 1 ? '' : `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The digits of a phone number as typed or stored ('090-1234 5678' → '09012345678'). */
export function phoneDigits(phone: string): string {
  return phone.normalize('NFKC').replace(/\D/g, '');
}
