// The password policy as a live checklist (requirements P2), from the shared policy module.
import type { ReactElement } from 'react';
import type { TFunction } from '../../lib/i18n/t.ts';
import { policyRules, type PasswordPolicy } from '../../lib/password/policy.ts';
import { Icon } from '../ui/icons.tsx';

/** The rules of a policy for the typed password; met rules get a check mark. */
export function PolicyList(props: {
  readonly policy: PasswordPolicy;
  readonly password: string;
  readonly t: TFunction;
  readonly id: string;
}): ReactElement {
  const { policy, password, t } = props;
  return (
    <div className="lp-policy" id={props.id}>
      <p className="lp-policy__title">{t('password.rulesTitle')}</p>
      <ul className="lp-policy__list">
        {policyRules(policy, password).map((rule) => {
          const met = rule.ok === true;
          return (
            <li key={rule.id} className={met ? 'lp-rule lp-rule--met' : 'lp-rule'}>
              <span className="lp-rule__mark" aria-hidden="true">
                {met ? <Icon name="check" /> : <span className="lp-rule__dot" />}
              </span>
              <span>
                {t(rule.key, rule.vars)}
                {rule.ok !== null && (
                  <span className="visually-hidden">
                    {` (${t(met ? 'password.ruleMet' : 'password.ruleNotMet')})`}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
