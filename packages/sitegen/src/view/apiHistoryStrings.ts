/**
 * The words of the API's history on a site with several docs versions ("Added in 2.0", the
 * changes page), by language. Kept apart from the theme's strings, which the client bundle
 * reads: a site with one version is built byte for byte as before.
 */
export interface ApiHistoryStrings {
  /** 'Added in {version}' */
  apiAddedIn: string;
  apiChangedIn: string;
  apiDeprecatedIn: string;
  /** the old and new signatures of a change */
  apiChangeBefore: string;
  apiChangeAfter: string;
  /** a docs version's API changes page, and the version dropdown's link to it */
  apiChangesTitle: string;
  apiChangesLink: string;
  apiChangesIntro: string;
  apiChangesNone: string;
  apiChangesBreaking: string;
  apiChangesOther: string;
  apiChangeRemoved: string;
  apiChangeRenamed: string;
  apiChangeChanged: string;
  apiChangeAdded: string;
  apiChangeDeprecated: string;
}

const HISTORY_STRINGS: Readonly<Record<string, ApiHistoryStrings>> = {
  en: {
    apiAddedIn: 'Added in {version}',
    apiChangedIn: 'Changed in {version}',
    apiDeprecatedIn: 'Deprecated in {version}',
    apiChangeBefore: 'Before',
    apiChangeAfter: 'After',
    apiChangesTitle: 'API changes in {version}',
    apiChangesLink: 'API changes',
    apiChangesIntro: 'What changed in the API from {previous} to {version}.',
    apiChangesNone: 'The API did not change.',
    apiChangesBreaking: 'Breaking changes',
    apiChangesOther: 'Other changes',
    apiChangeRemoved: 'Removed',
    apiChangeRenamed: 'Renamed',
    apiChangeChanged: 'Changed',
    apiChangeAdded: 'Added',
    apiChangeDeprecated: 'Deprecated',
  },
  fr: {
    apiAddedIn: 'Ajouté dans {version}',
    apiChangedIn: 'Modifié dans {version}',
    apiDeprecatedIn: 'Déprécié dans {version}',
    apiChangeBefore: 'Avant',
    apiChangeAfter: 'Après',
    apiChangesTitle: "Changements de l'API dans {version}",
    apiChangesLink: "Changements de l'API",
    apiChangesIntro: "Ce qui a changé dans l'API de {previous} à {version}.",
    apiChangesNone: "L'API n'a pas changé.",
    apiChangesBreaking: 'Changements incompatibles',
    apiChangesOther: 'Autres changements',
    apiChangeRemoved: 'Supprimé',
    apiChangeRenamed: 'Renommé',
    apiChangeChanged: 'Modifié',
    apiChangeAdded: 'Ajouté',
    apiChangeDeprecated: 'Déprécié',
  },
  ar: {
    apiAddedIn: 'أُضيف في {version}',
    apiChangedIn: 'تغيّر في {version}',
    apiDeprecatedIn: 'أُهمل في {version}',
    apiChangeBefore: 'قبل',
    apiChangeAfter: 'بعد',
    apiChangesTitle: 'تغييرات الواجهة البرمجية في {version}',
    apiChangesLink: 'تغييرات الواجهة البرمجية',
    apiChangesIntro: 'ما تغيّر في الواجهة البرمجية من {previous} إلى {version}.',
    apiChangesNone: 'لم تتغيّر الواجهة البرمجية.',
    apiChangesBreaking: 'تغييرات غير متوافقة',
    apiChangesOther: 'تغييرات أخرى',
    apiChangeRemoved: 'أُزيل',
    apiChangeRenamed: 'أُعيدت تسميته',
    apiChangeChanged: 'تغيّر',
    apiChangeAdded: 'أُضيف',
    apiChangeDeprecated: 'أُهمل',
  },
};

/** The history's words in a language tag's language ('fr-CA' → French), English where the theme has none. */
export function apiHistoryStrings(lang: string): ApiHistoryStrings {
  return HISTORY_STRINGS[lang.split('-')[0]?.toLowerCase() ?? ''] ?? (HISTORY_STRINGS.en as ApiHistoryStrings);
}
