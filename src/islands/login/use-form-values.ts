// The login form's values: prefilled from cookies after hydration, keeping whatever the user
// typed into the server-rendered inputs before the page came alive.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  EMPTY_FORM,
  firstEmptyField,
  hydratedValues,
  prefillFromCookies,
  type FieldName,
  type FormValues,
} from '../../lib/login/fields.ts';
import { carriedIds } from '../../lib/login/carry.ts';

/** Refs to the form's inputs. */
export type FieldRefs = Readonly<Record<FieldName, RefObject<HTMLInputElement | null>>> & {
  readonly persistent: RefObject<HTMLInputElement | null>;
};

/** The values, their setter and whether the company is locked; `refs` are the form's inputs. */
export function useFormValues(refs: FieldRefs) {
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [companyLocked, setCompanyLocked] = useState(false);
  const refsOnce = useRef(refs);

  useLayoutEffect(() => {
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
    setValues(next);
    setCompanyLocked(prefill.companyLocked);
    const active = document.activeElement;
    if (active === null || active === document.body) {
      r[firstEmptyField(next, prefill.companyLocked)].current?.focus();
    }
  }, []);

  return { values, setValues, companyLocked };
}
