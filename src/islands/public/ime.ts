// Keyboard guard shared by the e-mail-link forms, in its own module so that a page importing it
// does not pull in the reset form (and the password policy) with it.
import type { KeyboardEvent } from 'react';
import { isImeComposing } from '../../lib/ui/keys.ts';

/** Enter while an IME is composing confirms the conversion; it must not submit the form. */
export function blockImeEnter(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
}
