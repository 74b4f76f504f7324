// The company password rules as a live checklist while the new password is typed.
import type { ReactElement } from 'react';
import { policyRules, type PasswordPolicy } from '../../lib/password/policy.ts';
import { Icon } from '../ui/icons.tsx';
import { useLogin } from './context.ts';

/** Props of `PolicyChecklist`. */
export interface PolicyChecklistProps {
  readonly id: string;
  readonly policy: PasswordPolicy;
  readonly password: string;
}

/** One line per rule: met, not met yet, or checked by the server (past use). */
export function PolicyChecklist({ id, policy, password }: PolicyChecklistProps): ReactElement {
  const { t } = useLogin();
  return (
    <div className="login-policy" id={id}>
      <p className="login-policy__title">{t('password.rulesTitle')}</p>
      <ul className="login-policy__list">
        {policyRules(policy, password).map((rule) => {
          const status = rule.ok === true ? 'met' : rule.ok === false ? 'unmet' : 'info';
          return (
            <li key={rule.id} className={`login-policy__rule login-policy__rule--${status}`}>
              <Icon name={rule.ok === true ? 'check' : 'info'} />
              <span>{t(rule.key, rule.vars)}</span>
              {rule.ok !== null && (
                <span className="visually-hidden">
                  {' '}
                  ({t(rule.ok ? 'password.ruleMet' : 'password.ruleNotMet')})
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
