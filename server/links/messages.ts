import type { PolicyRule } from '../../src/lib/password/policy.ts';
import { joinList } from '../../src/lib/i18n/lists.ts';
import { localeOfLangcode } from '../../src/lib/i18n/locales.ts';
import { langOf, messageIn, type Lang } from '../messages/catalogue.ts';

// The texts the link calls answer with, from the server's message catalogue (requirements L26)
// in the user's language: the `lang` field of the call, else its `lang` header, else English.

export { langOf, type Lang };

/** The texts the link calls answer with. */
export interface LinkTexts {
  readonly requestAccepted: string;
  readonly rateLimited: string;
  readonly expired: string;
  readonly blacklistExpired: string;
  readonly mismatch: string;
  readonly policy: (rules: readonly string[]) => string;
  readonly reused: string;
  readonly resetDone: string;
  readonly registrationDone: string;
  readonly newPasswordDone: string;
  readonly rule: (id: PolicyRule['id'] | 'maxLength', count: number) => string;
}

const RULES = {
  minLength: 'rule_min_length',
  types: 'rule_types',
  continuation: 'rule_continuation',
  pastUse: 'rule_past_use',
  maxLength: 'rule_max_length',
} as const;

/** The texts of a language. */
export function textsOf(lang: Lang): LinkTexts {
  const locale = localeOfLangcode(lang) ?? 'en';
  return {
    requestAccepted: messageIn(lang, 'reset_accepted'),
    rateLimited: messageIn(lang, 'rate_limited'),
    expired: messageIn(lang, 'link_url_expired'),
    blacklistExpired: messageIn(lang, 'blacklist_expired'),
    mismatch: messageIn(lang, 'password_mismatch'),
    policy: (rules) => messageIn(lang, 'password_policy', { rules: joinList(locale, rules) }),
    reused: messageIn(lang, 'password_reused'),
    resetDone: messageIn(lang, 'password_changed'),
    registrationDone: messageIn(lang, 'password_registered'),
    newPasswordDone: messageIn(lang, 'password_set'),
    rule: (id, count) => messageIn(lang, RULES[id], { count }),
  };
}
