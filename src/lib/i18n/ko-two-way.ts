// The Korean particles a text writes both ways right after a value, "{{name}}을(를)": one list for
// the placeholder pattern of `t()` (src/lib/i18n/t.ts, which every island ships) and the choice
// of a form (src/lib/i18n/ko-particles.ts, which only the app ships).

/** Each particle as the texts write it, both forms. */
export const TWO_WAY_PARTICLES = ['을(를)', '이(가)', '은(는)', '과(와)', '(으)로'] as const;

/** One of the particles written both ways. */
export type TwoWayParticle = (typeof TWO_WAY_PARTICLES)[number];
