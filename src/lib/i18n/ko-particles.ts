// Korean particles after a value (a name, a folder, a level): the Korean texts write both forms,
// "{{name}}을(를)", because the right one depends on the value's last sound. After a Hangul
// syllable it can be chosen: 을, 이, 은, 과 and 으로 after a final consonant, 를, 가, 는, 와 and
// 로 after a vowel, and 로 after ㄹ too. After anything else (Latin letters, digits, symbols,
// whose reading is not known) both forms stay.

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** The final consonant ㄹ among a syllable's 28 finals (0 is none). */
const FINAL_RIEUL = 8;

const PAIRS: Readonly<Record<string, readonly [withFinal: string, withoutFinal: string]>> = {
  '을(를)': ['을', '를'],
  '이(가)': ['이', '가'],
  '은(는)': ['은', '는'],
  '과(와)': ['과', '와'],
};

/** The syllable's final consonant (0 for none), or null for what is not a Hangul syllable. */
function finalOf(char: string): number | null {
  const code = char.codePointAt(0) ?? 0;
  if (code < HANGUL_FIRST || code > HANGUL_LAST) return null;
  return (code - HANGUL_FIRST) % 28;
}

/** `text` with each written-both-ways particle after a Hangul syllable (or its quote) chosen. */
export function withParticles(text: string): string {
  return text.replace(
    /([\uac00-\ud7a3])(['"’”」』)]?)(을\(를\)|이\(가\)|은\(는\)|과\(와\)|\(으\)로)/g,
    (_whole, syllable: string, quote: string, particle: string) => {
      const final = finalOf(syllable) ?? 0;
      const chosen =
        particle === '(으)로'
          ? final === 0 || final === FINAL_RIEUL
            ? '로'
            : '으로'
          : (PAIRS[particle]?.[final === 0 ? 1 : 0] ?? particle);
      return `${syllable}${quote}${chosen}`;
    },
  );
}
