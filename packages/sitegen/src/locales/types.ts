/** One locale of the site, as the build makes it. */
export interface SiteLocale {
  /** the name in `i18n.locales`: 'fr' */
  name: string;
  /** its name in the locale dropdown */
  label: string;
  direction: 'ltr' | 'rtl';
  /** `<html lang>` and hreflang: 'fr-FR' */
  htmlLang: string;
  /** its folder under the base path: '' for the default locale, 'fr' for the others */
  path: string;
  isDefault: boolean;
}
