// Korean particles after a value (a name, a folder, a level): the Korean texts write both forms,
// "{{name}}을(를)", because the right one depends on the value's last sound. After a Hangul
// syllable it can be chosen: 을, 이, 은, 과 and 으로 after a final consonant, 를, 가, 는, 와 and
// 로 after a vowel, and 로 after ㄹ too. After anything else (Latin letters, digits, symbols,
// whose reading is not known) both forms stay. Only the particle a text writes right after a
// placeholder is chosen (createT in src/lib/i18n/t.ts, given this choice by the app), never one
// inside the value itself.

import type { TwoWayParticle } from './ko-two-way.ts';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** The final consonant ㄹ among a syllable's 28 finals (0 is none). */
const FINAL_RIEUL = 8;

/** The two forms of each particle but (으)로, whose choice also looks for ㄹ. */
const FORMS: Readonly<
  Record<Exclude<TwoWayParticle, '(으)로'>, readonly [withFinal: string, withoutFinal: string]>
> = {
  '을(를)': ['을', '를'],
  '이(가)': ['이', '가'],
  '은(는)': ['은', '는'],
  '과(와)': ['과', '와'],
};

/** Whether `particle` is one of FORMS's. */
function hasForms(particle: string): particle is keyof typeof FORMS {
  return Object.hasOwn(FORMS, particle);
}

/** The particle `particle` (written both ways) in the form `value`'s last syllable asks for. */
export function particleAfter(value: string, particle: string): string {
  // A name typed on macOS may come decomposed (NFD): compose it to find its last syllable.
  const composed = value.normalize('NFC');
  // Hangul syllables are in the BMP: the last UTF-16 unit is enough to tell one.
  const last = composed.charCodeAt(composed.length - 1);
  if (Number.isNaN(last) || last < HANGUL_FIRST || last > HANGUL_LAST) return particle;
  const final = (last - HANGUL_FIRST) % 28;
  if (particle === '(으)로') return final === 0 || final === FINAL_RIEUL ? '로' : '으로';
  return hasForms(particle) ? FORMS[particle][final === 0 ? 1 : 0] : particle;
}
