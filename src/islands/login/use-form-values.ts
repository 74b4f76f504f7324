// The login form's values: prefilled from cookies after hydration, keeping whatever the user
// typed into the server-rendered inputs before the page came alive. The prefill is read in a
// passive effect and rendered as a transition: a synchronous re-render inside the hydration's
// commit made it one long task with the commit (issue 17, decision 032).
import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  changeField,
  firstEmptyField,
  hydratedValues,
  prefillFromCookies,
  UNFILLED,
  type FieldName,
  type FormState,
  type FormValues,
} from '../../lib/login/fields.ts';
import { carriedIds } from '../../lib/login/carry.ts';

/** Refs to the form's inputs. */
export type FieldRefs = Readonly<Record<FieldName, RefObject<HTMLInputElement | null>>> & {
  readonly persistent: RefObject<HTMLInputElement | null>;
};

/**
 * The form's state (values, company lock, whether the prefill is in) and its one setter;
 * `refs` are the form's inputs.
 */
export function useFormValues(refs: FieldRefs) {
  const [form, setForm] = useState<FormState>(UNFILLED);
  // The prefill once read, before its render is in: changes made meanwhile build on it.
  const pending = useRef<FormState | null>(null);
  const refsOnce = useRef(refs);

  useEffect(() => {
    const r = refsOnce.current;
    const prefill = prefillFromCookies(document.cookie);
    // The server renders the box checked: only an unchecked box was changed by the user.
    const box = r.persistent.current;
    // IDs carried from the form in another language (requirements L27), then off the address.
    const carried = carriedIds(location.hash);
    if (carried !== null)
      history.replaceState(history.state, '', location.pathname + location.search);
    const next = hydratedValues(prefill, {
      company: r.company.current?.value || carried?.company,
      userId: r.userId.current?.value || carried?.userId,
      password: r.password.current?.value,
      persistent: box !== null && !box.checked ? false : undefined,
    });
    const filled: FormState = {
      values: next,
      companyLocked: prefill.companyLocked,
      prefilled: true,
    };
    pending.current = filled;
    startTransition(() => {
      setForm(filled);
    });
    const active = document.activeElement;
    if (active === null || active === document.body) {
      r[firstEmptyField(next, prefill.companyLocked)].current?.focus();
    }
  }, []);

  const change = useCallback((field: keyof FormValues, value: string | boolean): void => {
    setForm((old) => changeField(old, pending.current, field, value));
  }, []);

  return { ...form, change };
}
