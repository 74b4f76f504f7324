import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/** getStaticPaths for a `[...lang]` page: English at the root, ja and ko under their prefix. */
export function localeStaticPaths(): {
  params: { lang: string | undefined };
  props: { locale: Locale };
}[] {
  return LOCALES.map((locale) => ({
    params: { lang: locale === DEFAULT_LOCALE ? undefined : locale },
    props: { locale },
  }));
}
