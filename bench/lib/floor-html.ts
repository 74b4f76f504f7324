// The no-JS floor in the page's own language (decision 027): floor.html with its texts in
// Japanese or Korean from our locales, and the font stack and line breaking our own stylesheet
// gives that language. A Japanese page is compared with a plain Japanese page: what the browser
// pays to lay out CJK text is not our code's.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/lib/i18n/locales.ts';

/** A language with a no-JS floor of its own: every one but English (the default). */
export type FloorLanguage = Exclude<Locale, 'en'>;
/** Whether `locale` has a no-JS floor of its own. */
export const isFloorLanguage = (locale: Locale): locale is FloorLanguage =>
  locale !== DEFAULT_LOCALE;
export const FLOOR_LANGUAGES: readonly FloorLanguage[] = LOCALES.filter(isFloorLanguage);

/** How the bench's table names the no-JS floor in `language`. */
export const languageFloorLabel = (language: FloorLanguage) => `floor (no JS, ${language})`;

/** Each English text of floor.html, as it is written there, and the locale key that says it. */
export const FLOOR_TEXTS: ReadonlyArray<readonly [text: string, key: string]> = [
  ['<title>Login |', 'login.title'],
  ['<h1>Login</h1>', 'login.title'],
  ['>Company ID</label>', 'login.companyId'],
  ['>User ID</label>', 'login.userId'],
  ['>Password</label>', 'login.password'],
  ['/> Stay signed in</label', 'login.staySignedIn'],
  ['>Login</button>', 'login.submit'],
  ['>Forgot Password</a>', 'login.forgotPassword'],
  ['>SSO Login</a>', 'login.ssoLogin'],
];

/** The English words inside one of FLOOR_TEXTS' texts. */
const WORDS = /(?<=>\s?)[^<>|\s][^<>|]*?(?=\s\||<)/;

/** What our stylesheet gives a language's page: its font stack and how its lines break. */
export interface LanguageStyle {
  /** The `font-family` list, e.g. `system-ui, 'Noto Sans CJK JP', 'Hiragino Sans', …`. */
  readonly fontFamily: string;
  readonly wordBreak: string | null;
}

/**
 * The style `src/styles/global.css` gives `locale`'s pages: the `--font-sans` of its `:lang(…)`
 * rule with the `--font-<locale>` stack it names written out, and the `word-break` of its
 * `html[lang=…]` or `:lang(…)` rule.
 */
export function languageStyle(globalCss: string, locale: Exclude<Locale, 'en'>): LanguageStyle {
  const stack = new RegExp(`--font-${locale}:([^;]+);`).exec(globalCss)?.[1];
  if (stack === undefined) throw new Error(`global.css has no --font-${locale}`);
  const sans = new RegExp(`:lang\\(${locale}\\)\\s*\\{[^}]*?--font-sans:([^;]+);`).exec(
    globalCss,
  )?.[1];
  if (sans === undefined) throw new Error(`global.css has no --font-sans for :lang(${locale})`);
  const rule = new RegExp(
    `(?:html\\[lang='${locale}'\\]|:lang\\(${locale}\\))\\s*\\{[^}]*?word-break:\\s*([\\w-]+)`,
  ).exec(globalCss);
  return {
    fontFamily: sans.replace(`var(--font-${locale})`, stack).replace(/\s+/g, ' ').trim(),
    wordBreak: rule?.[1] ?? null,
  };
}

/** floor.html in `locale`: its `lang`, its texts from `messages`, the language's style. */
export function floorIn(
  floorHtml: string,
  locale: Exclude<Locale, 'en'>,
  messages: Readonly<Record<string, string>>,
  style: LanguageStyle,
): string {
  let html = floorHtml.replace('<html lang="en">', `<html lang="${locale}">`);
  if (html === floorHtml) throw new Error('floor.html has no <html lang="en">');
  for (const [text, key] of FLOOR_TEXTS) {
    const message = messages[key];
    if (message === undefined) throw new Error(`no ${key} in the ${locale} messages`);
    if (!html.includes(text)) throw new Error(`floor.html has no ${text}`);
    html = html.replace(text, text.replace(WORDS, message));
  }
  const rule = `body{font-family:${style.fontFamily}${style.wordBreak === null ? '' : `;word-break:${style.wordBreak}`}}`;
  return html.replace('</style>', `${rule}</style>`);
}
