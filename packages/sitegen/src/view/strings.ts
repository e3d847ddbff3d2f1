/**
 * The theme's own words, by locale: what a page says around the site's content (the skip
 * link, the table of contents, pagination, banners, search). A site adds or changes a
 * locale's words in `i18n/<locale>/theme.json` (`sitegen write-translations` writes it).
 * `{name}` in a string is replaced by the theme.
 */
export interface ThemeStrings {
  skipToContent: string;
  onThisPage: string;
  previous: string;
  next: string;
  docsPages: string;
  breadcrumbs: string;
  docsSidebar: string;
  /** `{label}`: the category's label */
  expandCategory: string;
  /** `{label}`: the category's label */
  collapseCategory: string;
  editThisPage: string;
  /** `{date}`: the date the page last changed */
  lastUpdatedOn: string;
  /** `{author}`: who changed it */
  lastUpdatedBy: string;
  copyPage: string;
  viewAsMarkdown: string;
  backToMainMenu: string;
  scrollToTop: string;
  openMenu: string;
  closeMenu: string;
  navigationMenu: string;
  mainMenu: string;
  main: string;
  announcement: string;
  closeAnnouncement: string;
  /** `{mode}`: 'dark mode' or 'light mode', as `darkMode`/`lightMode` say */
  switchColorMode: string;
  darkMode: string;
  lightMode: string;
  systemMode: string;
  notFoundTitle: string;
  notFoundText: string;
  goHome: string;
  search: string;
  searchResults: string;
  loadingSearch: string;
  searchHint: string;
  /** `{label}`: the version's label */
  unreleasedVersion: string;
  /** `{label}`: the version's label */
  unmaintainedVersion: string;
  /** `{link}`: a link reading `latestVersion`; `{label}`: the latest version's label */
  latestVersionLink: string;
  latestVersion: string;
  /** shown on a page of a locale that shows the default locale's text */
  untranslated: string;
  pageCrashed: string;
  tryAgain: string;
  languages: string;
  recentSearches: string;
  copy: string;
  copied: string;
  copyFailed: string;
  retry: string;
  resultsFromEveryVersion: string;
  /** `{label}`: the version's label */
  resultsFromVersion: string;
  /** the tags index's title, and the name of a doc's list of tags */
  tags: string;
  /** before a doc's tags, below its article */
  tagsLabel: string;
  /** `{count}` (1) tag: the tags index's description */
  tagsDescriptionOne: string;
  /** `{count}` tags: the tags index's description */
  tagsDescription: string;
  /** a tag's page title: `{count}` (1) doc, `{label}` the tag */
  taggedDocsOne: string;
  /** a tag's page title: `{count}` docs, `{label}` the tag */
  taggedDocs: string;
  /** a tag's card: `{count}` (1) doc */
  cardDocsOne: string;
  /** a tag's card: `{count}` docs */
  cardDocs: string;
  /** a category's card: `{count}` entries */
  cardItems: string;
  /** the label of the current docs (content/docs) when the config sets none (`docs.currentVersionLabel`) */
  nextVersion: string;
  /** `{label}`: a heading's text (the aria-label of its '#' link) */
  directLinkTo: string;
  /** the docs root page, which lists the first sidebar's entries */
  docsTitle: string;
  /** `{title}`: the site's title */
  docsDescription: string;
  /** the banner shown when the site is served outside its base path */
  basePathTitle: string;
  /** `{basePath}`: the base path; `{setting}`: the config key that sets it */
  basePathText: string;
  /** the API reference's index page and first sidebar link */
  apiReference: string;
  /** the page listing every export by kind */
  apiGlobals: string;
  apiExports: string;
  apiModules: string;
  apiModule: string;
  apiNamespaces: string;
  apiNamespace: string;
  /** `{package}`: the package's name and version (meta description of the index page) */
  apiIndexDescription: string;
  /** `{package}`: the package; `{kinds}`: its kinds, lower case */
  apiGlobalsDescription: string;
  /** `{package}`: the package; `{modules}`: its entry points */
  apiGlobalsByModuleDescription: string;
  /** `{module}`: an entry point, with the package's name and version */
  apiModuleDescription: string;
  /** `{count}` exports of the kind `{label}` (lower case) of `{owner}`, the package or module */
  apiCategoryDescription: string;
  /** `{count}`: a module's number of exports, when it is 1 */
  apiExportCountOne: string;
  /** `{count}`: a module's number of exports */
  apiExportCount: string;
  /** an export's page title: `{kind}` (apiClass, apiFunction…) and `{name}` */
  apiDeclarationTitle: string;
  apiClass: string;
  apiEnumeration: string;
  apiFunction: string;
  apiInterface: string;
  apiTypeAlias: string;
  apiVariable: string;
  apiClasses: string;
  apiEnumerations: string;
  apiFunctions: string;
  apiInterfaces: string;
  apiTypeAliases: string;
  apiVariables: string;
  apiConstructors: string;
  apiProperties: string;
  apiAccessors: string;
  apiMethods: string;
  apiEnumerationMembers: string;
  apiTypeParameters: string;
  apiParameters: string;
  apiReturns: string;
  apiHierarchy: string;
  apiIndexable: string;
  /** `{number}`: the overload's number, from 1 */
  apiCallSignature: string;
  apiExtends: string;
  apiImplements: string;
  apiExtendedBy: string;
  apiImplementedBy: string;
  apiInheritedFrom: string;
  apiOverrides: string;
  apiImplementationOf: string;
  apiRemarks: string;
  apiExample: string;
  apiSee: string;
  apiThrows: string;
  apiSince: string;
  apiDefaultValue: string;
  apiDeprecated: string;
  /** a member's badge (the keywords `static`, `readonly`… stay as TypeScript writes them) */
  apiBadgeDeprecated: string;
  apiBadgeOptional: string;
  /** `{count}`: the lines of a long signature, folded */
  apiSignatureLines: string;
  /** `{count}`: the lines of a long declaration, folded */
  apiDeclarationLines: string;
  apiName: string;
  apiKind: string;
  apiType: string;
  apiDescription: string;
  apiParameter: string;
  apiProperty: string;
  apiTypeParameter: string;
  apiConstraint: string;
  apiDefault: string;
  /** `{name}`: the export; `{original}`: the declaration it names; `{code}`: the `export { … as … }` */
  apiAlias: string;
  /** a kind listed on a page of its own: `{count}` exports, `{label}` the kind (lower case), `{link}` a link to the page */
  apiCategoryPage: string;
  /** the sidebar's last link in a long category: `{count}` entries, `{label}` the category (lower case) */
  apiAllEntries: string;
  /** an undocumented export's outline (exports tables, descriptions): it has a constructor */
  apiOutlineConstructor: string;
  /** `{names}`: its properties' names */
  apiOutlineProperties: string;
  /** `{names}`: its methods' names */
  apiOutlineMethods: string;
  /** `{names}`: its enumeration members' names */
  apiOutlineMembers: string;
  /** `{count}`: the names left out of a list */
  apiOutlineMore: string;
  /** a list's last two items: `{list}` the ones before, `{last}` the last */
  apiOutlineAnd: string;
  /** `{count}` (1) member inherited from `{sources}` */
  apiOutlineInheritedOne: string;
  /** `{count}` members inherited from `{sources}` */
  apiOutlineInherited: string;
}

export type ThemeStringKey = keyof ThemeStrings;

const en: ThemeStrings = {
  skipToContent: 'Skip to main content',
  onThisPage: 'On this page',
  previous: 'Previous',
  next: 'Next',
  docsPages: 'Docs pages',
  breadcrumbs: 'Breadcrumbs',
  docsSidebar: 'Docs sidebar',
  expandCategory: "Expand sidebar category '{label}'",
  collapseCategory: "Collapse sidebar category '{label}'",
  editThisPage: 'Edit this page',
  lastUpdatedOn: 'Last updated on {date}',
  lastUpdatedBy: 'by {author}',
  copyPage: 'Copy page as Markdown',
  viewAsMarkdown: 'View as Markdown',
  backToMainMenu: '← Back to main menu',
  scrollToTop: 'Scroll back to top',
  openMenu: 'Open navigation menu',
  closeMenu: 'Close navigation menu',
  navigationMenu: 'Navigation menu',
  mainMenu: 'Main menu',
  main: 'Main',
  announcement: 'Announcement',
  closeAnnouncement: 'Close announcement',
  switchColorMode: 'Switch between dark and light mode (currently {mode})',
  darkMode: 'dark mode',
  lightMode: 'light mode',
  systemMode: 'system mode',
  notFoundTitle: 'Page Not Found',
  notFoundText: 'We could not find what you were looking for. The page may have moved, or the link may be mistyped.',
  goHome: 'Go to the home page',
  search: 'Search',
  searchResults: 'Search results',
  loadingSearch: 'Loading search…',
  searchHint: 'Type to search the guides and the API reference.',
  unreleasedVersion: 'This is unreleased documentation for version {label}.',
  unmaintainedVersion: 'This is documentation for version {label}, which is no longer actively maintained.',
  latestVersionLink: 'For up-to-date documentation, see the {link} ({label}).',
  latestVersion: 'latest version',
  untranslated: 'This page has not been translated yet: it is shown in its original language.',
  pageCrashed: 'This page crashed.',
  tryAgain: 'Try again',
  languages: 'Languages',
  recentSearches: 'Recent searches',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  retry: 'Retry',
  resultsFromEveryVersion: 'Results from every version',
  resultsFromVersion: 'Results from version {label}',
  tags: 'Tags',
  tagsLabel: 'Tags:',
  tagsDescriptionOne: '{count} tag across the docs: each leads to the docs tagged with it.',
  tagsDescription: '{count} tags across the docs: each leads to the docs tagged with it.',
  taggedDocsOne: '{count} doc tagged with "{label}"',
  taggedDocs: '{count} docs tagged with "{label}"',
  cardDocsOne: '{count} doc',
  cardDocs: '{count} docs',
  cardItems: '{count} items',
  nextVersion: 'Next',
  directLinkTo: 'Direct link to {label}',
  docsTitle: 'Docs',
  docsDescription: '{title} documentation',
  basePathTitle: 'This site did not load properly.',
  basePathText:
    "It expects to be served under the base path {basePath}, but this page is at a different path. Check the site's {setting} setting or open it under {basePath}.",
  apiReference: 'API Reference',
  apiGlobals: 'Globals',
  apiExports: 'Exports',
  apiModules: 'Modules',
  apiModule: 'Module',
  apiNamespaces: 'Namespaces',
  apiNamespace: 'Namespace',
  apiIndexDescription: 'API reference of {package}',
  apiGlobalsDescription: 'Every export of {package}, grouped by kind: {kinds}.',
  apiGlobalsByModuleDescription: 'Every export of {package}, grouped by module: {modules}.',
  apiModuleDescription: 'The exports of {module}.',
  apiCategoryDescription: 'The {count} {label} of {owner}, by first letter.',
  apiExportCountOne: '{count} export',
  apiExportCount: '{count} exports',
  apiDeclarationTitle: '{kind}: {name}',
  apiClass: 'Class',
  apiEnumeration: 'Enumeration',
  apiFunction: 'Function',
  apiInterface: 'Interface',
  apiTypeAlias: 'Type Alias',
  apiVariable: 'Variable',
  apiClasses: 'Classes',
  apiEnumerations: 'Enumerations',
  apiFunctions: 'Functions',
  apiInterfaces: 'Interfaces',
  apiTypeAliases: 'Type Aliases',
  apiVariables: 'Variables',
  apiConstructors: 'Constructors',
  apiProperties: 'Properties',
  apiAccessors: 'Accessors',
  apiMethods: 'Methods',
  apiEnumerationMembers: 'Enumeration Members',
  apiTypeParameters: 'Type Parameters',
  apiParameters: 'Parameters',
  apiReturns: 'Returns',
  apiHierarchy: 'Hierarchy',
  apiIndexable: 'Indexable',
  apiCallSignature: 'Call Signature {number}',
  apiExtends: 'Extends',
  apiImplements: 'Implements',
  apiExtendedBy: 'Extended by',
  apiImplementedBy: 'Implemented by',
  apiInheritedFrom: 'Inherited from',
  apiOverrides: 'Overrides',
  apiImplementationOf: 'Implementation of',
  apiRemarks: 'Remarks',
  apiExample: 'Example',
  apiSee: 'See',
  apiThrows: 'Throws',
  apiSince: 'Since',
  apiDefaultValue: 'Default value',
  apiDeprecated: 'Deprecated',
  apiBadgeDeprecated: 'deprecated',
  apiBadgeOptional: 'optional',
  apiSignatureLines: 'Signature ({count} lines)',
  apiDeclarationLines: 'Declaration ({count} lines)',
  apiName: 'Name',
  apiKind: 'Kind',
  apiType: 'Type',
  apiDescription: 'Description',
  apiParameter: 'Parameter',
  apiProperty: 'Property',
  apiTypeParameter: 'Type parameter',
  apiConstraint: 'Constraint',
  apiDefault: 'Default',
  apiAlias: '{name} is another name for {original}, exported as {code}: everything below is the same declaration.',
  apiCategoryPage: '{count} {label}, listed on their own page: {link}',
  apiAllEntries: 'All {count} {label}',
  apiOutlineConstructor: 'constructor',
  apiOutlineProperties: 'properties {names}',
  apiOutlineMethods: 'methods {names}',
  apiOutlineMembers: 'members {names}',
  apiOutlineMore: '{count} more',
  apiOutlineAnd: '{list} and {last}',
  apiOutlineInheritedOne: '{count} member inherited from {sources}',
  apiOutlineInherited: '{count} members inherited from {sources}',
};

const fr: ThemeStrings = {
  skipToContent: 'Aller au contenu principal',
  onThisPage: 'Sur cette page',
  previous: 'Précédent',
  next: 'Suivant',
  docsPages: 'Pages de la documentation',
  breadcrumbs: "Fil d'Ariane",
  docsSidebar: 'Barre latérale de la documentation',
  expandCategory: "Déplier la catégorie '{label}'",
  collapseCategory: "Replier la catégorie '{label}'",
  editThisPage: 'Modifier cette page',
  lastUpdatedOn: 'Mis à jour le {date}',
  lastUpdatedBy: 'par {author}',
  copyPage: 'Copier la page en Markdown',
  viewAsMarkdown: 'Voir en Markdown',
  backToMainMenu: '← Retour au menu principal',
  scrollToTop: 'Remonter en haut de la page',
  openMenu: 'Ouvrir le menu de navigation',
  closeMenu: 'Fermer le menu de navigation',
  navigationMenu: 'Menu de navigation',
  mainMenu: 'Menu principal',
  main: 'Principal',
  announcement: 'Annonce',
  closeAnnouncement: "Fermer l'annonce",
  switchColorMode: 'Basculer entre le mode sombre et le mode clair (actuellement {mode})',
  darkMode: 'mode sombre',
  lightMode: 'mode clair',
  systemMode: 'mode du système',
  notFoundTitle: 'Page introuvable',
  notFoundText: "Nous n'avons pas trouvé ce que vous cherchiez. La page a peut-être été déplacée, ou le lien est mal saisi.",
  goHome: "Aller à la page d'accueil",
  search: 'Rechercher',
  searchResults: 'Résultats de recherche',
  loadingSearch: 'Chargement de la recherche…',
  searchHint: 'Tapez pour chercher dans les guides et la référence de l’API.',
  unreleasedVersion: 'Cette documentation est celle de la version {label}, non publiée.',
  unmaintainedVersion: "Cette documentation est celle de la version {label}, qui n'est plus maintenue activement.",
  latestVersionLink: 'Pour une documentation à jour, consultez la {link} ({label}).',
  latestVersion: 'dernière version',
  untranslated: "Cette page n'est pas encore traduite : elle est affichée dans sa langue d'origine.",
  pageCrashed: 'Cette page a planté.',
  tryAgain: 'Réessayer',
  languages: 'Langues',
  recentSearches: 'Recherches récentes',
  copy: 'Copier',
  copied: 'Copié',
  copyFailed: 'Échec de la copie',
  retry: 'Réessayer',
  resultsFromEveryVersion: 'Résultats de toutes les versions',
  resultsFromVersion: 'Résultats de la version {label}',
  tags: 'Étiquettes',
  tagsLabel: 'Étiquettes :',
  tagsDescriptionOne: '{count} étiquette dans la documentation : elle mène aux pages qui la portent.',
  tagsDescription: '{count} étiquettes dans la documentation : chacune mène aux pages qui la portent.',
  taggedDocsOne: '{count} page avec l’étiquette « {label} »',
  taggedDocs: '{count} pages avec l’étiquette « {label} »',
  cardDocsOne: '{count} page',
  cardDocs: '{count} pages',
  cardItems: '{count} éléments',
  nextVersion: 'À venir',
  directLinkTo: 'Lien direct vers {label}',
  docsTitle: 'Documentation',
  docsDescription: 'Documentation de {title}',
  basePathTitle: "Ce site ne s'est pas chargé correctement.",
  basePathText:
    'Il doit être servi sous le chemin de base {basePath}, mais cette page se trouve à un autre chemin. Vérifiez le réglage {setting} du site, ou ouvrez-le sous {basePath}.',
  apiReference: "Référence de l'API",
  apiGlobals: 'Toutes les exportations',
  apiExports: 'Exportations',
  apiModules: 'Modules',
  apiModule: 'Module',
  apiNamespaces: 'Espaces de noms',
  apiNamespace: 'Espace de noms',
  apiIndexDescription: "Référence de l'API de {package}",
  apiGlobalsDescription: 'Toutes les exportations de {package}, par nature : {kinds}.',
  apiGlobalsByModuleDescription: 'Toutes les exportations de {package}, par module : {modules}.',
  apiModuleDescription: 'Les exportations de {module}.',
  apiCategoryDescription: 'Les {count} {label} de {owner}, par première lettre.',
  apiExportCountOne: '{count} exportation',
  apiExportCount: '{count} exportations',
  apiDeclarationTitle: '{kind} : {name}',
  apiClass: 'Classe',
  apiEnumeration: 'Énumération',
  apiFunction: 'Fonction',
  apiInterface: 'Interface',
  apiTypeAlias: 'Alias de type',
  apiVariable: 'Variable',
  apiClasses: 'Classes',
  apiEnumerations: 'Énumérations',
  apiFunctions: 'Fonctions',
  apiInterfaces: 'Interfaces',
  apiTypeAliases: 'Alias de type',
  apiVariables: 'Variables',
  apiConstructors: 'Constructeurs',
  apiProperties: 'Propriétés',
  apiAccessors: 'Accesseurs',
  apiMethods: 'Méthodes',
  apiEnumerationMembers: "Membres de l'énumération",
  apiTypeParameters: 'Paramètres de type',
  apiParameters: 'Paramètres',
  apiReturns: 'Valeur de retour',
  apiHierarchy: 'Hiérarchie',
  apiIndexable: 'Signatures d’index',
  apiCallSignature: "Signature d'appel {number}",
  apiExtends: 'Étend',
  apiImplements: 'Implémente',
  apiExtendedBy: 'Étendu par',
  apiImplementedBy: 'Implémenté par',
  apiInheritedFrom: 'Hérité de',
  apiOverrides: 'Redéfinit',
  apiImplementationOf: 'Implémentation de',
  apiRemarks: 'Remarques',
  apiExample: 'Exemple',
  apiSee: 'Voir aussi',
  apiThrows: 'Exceptions',
  apiSince: 'Depuis',
  apiDefaultValue: 'Valeur par défaut',
  apiDeprecated: 'Obsolète',
  apiBadgeDeprecated: 'obsolète',
  apiBadgeOptional: 'facultatif',
  apiSignatureLines: 'Signature ({count} lignes)',
  apiDeclarationLines: 'Déclaration ({count} lignes)',
  apiName: 'Nom',
  apiKind: 'Nature',
  apiType: 'Type',
  apiDescription: 'Description',
  apiParameter: 'Paramètre',
  apiProperty: 'Propriété',
  apiTypeParameter: 'Paramètre de type',
  apiConstraint: 'Contrainte',
  apiDefault: 'Par défaut',
  apiAlias: '{name} est un autre nom de {original}, exporté par {code} : tout ce qui suit est la même déclaration.',
  apiCategoryPage: 'Voir les {count} {label} sur leur propre page : {link}',
  apiAllEntries: 'Voir les {count} {label}',
  apiOutlineConstructor: 'constructeur',
  apiOutlineProperties: 'propriétés {names}',
  apiOutlineMethods: 'méthodes {names}',
  apiOutlineMembers: 'membres {names}',
  apiOutlineMore: '{count} autres',
  apiOutlineAnd: '{list} et {last}',
  apiOutlineInheritedOne: '{count} membre hérité de {sources}',
  apiOutlineInherited: '{count} membres hérités de {sources}',
};

const ar: ThemeStrings = {
  skipToContent: 'انتقل إلى المحتوى الرئيسي',
  onThisPage: 'في هذه الصفحة',
  previous: 'السابق',
  next: 'التالي',
  docsPages: 'صفحات التوثيق',
  breadcrumbs: 'مسار التنقل',
  docsSidebar: 'الشريط الجانبي للتوثيق',
  expandCategory: "توسيع الفئة '{label}'",
  collapseCategory: "طي الفئة '{label}'",
  editThisPage: 'حرّر هذه الصفحة',
  lastUpdatedOn: 'آخر تحديث في {date}',
  lastUpdatedBy: 'بواسطة {author}',
  copyPage: 'انسخ الصفحة بصيغة Markdown',
  viewAsMarkdown: 'اعرضها بصيغة Markdown',
  backToMainMenu: '→ العودة إلى القائمة الرئيسية',
  scrollToTop: 'العودة إلى الأعلى',
  openMenu: 'افتح قائمة التنقل',
  closeMenu: 'أغلق قائمة التنقل',
  navigationMenu: 'قائمة التنقل',
  mainMenu: 'القائمة الرئيسية',
  main: 'الرئيسية',
  announcement: 'إعلان',
  closeAnnouncement: 'أغلق الإعلان',
  switchColorMode: 'التبديل بين الوضع الداكن والفاتح (حاليًا {mode})',
  darkMode: 'الوضع الداكن',
  lightMode: 'الوضع الفاتح',
  systemMode: 'وضع النظام',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundText: 'لم نعثر على ما تبحث عنه. ربما نُقلت الصفحة، أو كُتب الرابط بشكل خاطئ.',
  goHome: 'اذهب إلى الصفحة الرئيسية',
  search: 'بحث',
  searchResults: 'نتائج البحث',
  loadingSearch: 'جارٍ تحميل البحث…',
  searchHint: 'اكتب للبحث في الأدلة ومرجع واجهة البرمجة.',
  unreleasedVersion: 'هذا توثيق الإصدار {label} غير المنشور بعد.',
  unmaintainedVersion: 'هذا توثيق الإصدار {label} الذي لم يعد يُصان.',
  latestVersionLink: 'للاطلاع على التوثيق المحدّث، راجع {link} ({label}).',
  latestVersion: 'أحدث إصدار',
  untranslated: 'لم تُترجم هذه الصفحة بعد: تُعرض بلغتها الأصلية.',
  pageCrashed: 'تعطلت هذه الصفحة.',
  tryAgain: 'أعد المحاولة',
  languages: 'اللغات',
  recentSearches: 'عمليات البحث الأخيرة',
  copy: 'انسخ',
  copied: 'نُسخ',
  copyFailed: 'تعذّر النسخ',
  retry: 'أعد المحاولة',
  resultsFromEveryVersion: 'نتائج من كل الإصدارات',
  resultsFromVersion: 'نتائج من الإصدار {label}',
  tags: 'الوسوم',
  tagsLabel: 'الوسوم:',
  tagsDescriptionOne: 'وسم واحد في التوثيق: يقود إلى الصفحات الموسومة به.',
  tagsDescription: 'عدد الوسوم في التوثيق: {count}، وكل منها يقود إلى الصفحات الموسومة به.',
  taggedDocsOne: 'صفحة واحدة موسومة بـ «{label}»',
  taggedDocs: 'الصفحات الموسومة بـ «{label}» (عددها {count})',
  cardDocsOne: 'صفحة واحدة',
  cardDocs: 'عدد الصفحات: {count}',
  cardItems: 'عدد العناصر: {count}',
  nextVersion: 'القادم',
  directLinkTo: 'رابط مباشر إلى {label}',
  docsTitle: 'التوثيق',
  docsDescription: 'توثيق {title}',
  basePathTitle: 'لم يُحمَّل هذا الموقع بشكل صحيح.',
  basePathText:
    'يجب أن يُقدَّم تحت المسار الأساسي {basePath}، لكن هذه الصفحة في مسار مختلف. تحقّق من إعداد {setting} في الموقع، أو افتحه تحت {basePath}.',
  apiReference: 'مرجع واجهة البرمجة',
  apiGlobals: 'كل العناصر المُصدَّرة',
  apiExports: 'العناصر المُصدَّرة',
  apiModules: 'الوحدات',
  apiModule: 'وحدة',
  apiNamespaces: 'فضاءات الأسماء',
  apiNamespace: 'فضاء أسماء',
  apiIndexDescription: 'مرجع واجهة البرمجة لـ {package}',
  apiGlobalsDescription: 'كل العناصر المُصدَّرة من {package}، مُجمَّعة حسب الفئة: {kinds}.',
  apiGlobalsByModuleDescription: 'كل العناصر المُصدَّرة من {package}، مُجمَّعة حسب الوحدة: {modules}.',
  apiModuleDescription: 'العناصر المُصدَّرة من {module}.',
  apiCategoryDescription: '{label} في {owner} ({count})، مرتّبة حسب الحرف الأول.',
  apiExportCountOne: 'عدد العناصر المُصدَّرة: {count}',
  apiExportCount: 'عدد العناصر المُصدَّرة: {count}',
  apiDeclarationTitle: '{kind}: {name}',
  apiClass: 'صنف',
  apiEnumeration: 'تعداد',
  apiFunction: 'دالة',
  apiInterface: 'واجهة',
  apiTypeAlias: 'اسم بديل لنوع',
  apiVariable: 'متغير',
  apiClasses: 'الأصناف',
  apiEnumerations: 'التعدادات',
  apiFunctions: 'الدوال',
  apiInterfaces: 'الواجهات',
  apiTypeAliases: 'الأسماء البديلة للأنواع',
  apiVariables: 'المتغيرات',
  apiConstructors: 'المُنشئات',
  apiProperties: 'الخصائص',
  apiAccessors: 'دوال الوصول',
  apiMethods: 'التوابع',
  apiEnumerationMembers: 'أعضاء التعداد',
  apiTypeParameters: 'معاملات النوع',
  apiParameters: 'المعاملات',
  apiReturns: 'القيمة المُعادة',
  apiHierarchy: 'التسلسل الهرمي',
  apiIndexable: 'تواقيع الفهرسة',
  apiCallSignature: 'توقيع الاستدعاء {number}',
  apiExtends: 'يوسّع',
  apiImplements: 'يُنفِّذ',
  apiExtendedBy: 'تُوسِّعه',
  apiImplementedBy: 'تُنفِّذه',
  apiInheritedFrom: 'موروث من',
  apiOverrides: 'يُعيد تعريف',
  apiImplementationOf: 'تنفيذ لـ',
  apiRemarks: 'ملاحظات',
  apiExample: 'مثال',
  apiSee: 'انظر أيضًا',
  apiThrows: 'الاستثناءات',
  apiSince: 'منذ',
  apiDefaultValue: 'القيمة الافتراضية',
  apiDeprecated: 'مُهمَل',
  apiBadgeDeprecated: 'مُهمَل',
  apiBadgeOptional: 'اختياري',
  apiSignatureLines: 'التوقيع (عدد الأسطر: {count})',
  apiDeclarationLines: 'التصريح (عدد الأسطر: {count})',
  apiName: 'الاسم',
  apiKind: 'الفئة',
  apiType: 'النوع',
  apiDescription: 'الوصف',
  apiParameter: 'المعامل',
  apiProperty: 'الخاصية',
  apiTypeParameter: 'معامل النوع',
  apiConstraint: 'القيد',
  apiDefault: 'الافتراضي',
  apiAlias: '{name} اسم آخر لـ {original}، مُصدَّر بالصيغة {code}: كل ما يلي هو التصريح نفسه.',
  apiCategoryPage: 'عرض كل {label} ({count}) في صفحة مستقلة: {link}',
  apiAllEntries: 'عرض كل {label} ({count})',
  apiOutlineConstructor: 'مُنشئ',
  apiOutlineProperties: 'الخصائص {names}',
  apiOutlineMethods: 'التوابع {names}',
  apiOutlineMembers: 'الأعضاء {names}',
  apiOutlineMore: '{count} غيرها',
  apiOutlineAnd: '{list} و{last}',
  apiOutlineInheritedOne: 'عضو واحد موروث من {sources}',
  apiOutlineInherited: 'أعضاء موروثة من {sources} (عددها {count})',
};

/** The strings the browser uses (search, copy buttons, the crash view…): a page of a locale carries them on `<html data-sg-strings>`. */
export const CLIENT_STRING_KEYS = [
  'search',
  'searchResults',
  'loadingSearch',
  'searchHint',
  'recentSearches',
  'pageCrashed',
  'tryAgain',
  'copy',
  'copied',
  'copyFailed',
  'retry',
  'expandCategory',
  'collapseCategory',
  'switchColorMode',
  'darkMode',
  'lightMode',
  'systemMode',
  'resultsFromEveryVersion',
  'resultsFromVersion',
] as const satisfies readonly ThemeStringKey[];

/** A member's badge (ApiMemberView.badges: 'static', 'deprecated'…) as the locale reads it: the language's keywords stay as written. */
export function badgeLabel(badge: string, strings: ThemeStrings): string {
  if (badge === 'deprecated') return strings.apiBadgeDeprecated;
  if (badge === 'optional') return strings.apiBadgeOptional;
  return badge;
}

/** The theme's English: what a page says without a locale of its own. */
export const ENGLISH_STRINGS: ThemeStrings = en;

/** The locales the theme speaks: a site's `theme.json` adds others or changes these. */
export const THEME_STRINGS: Readonly<Record<string, ThemeStrings>> = { en, fr, ar };

/** The theme's words of a locale ('fr-CA' takes 'fr'), or undefined when the table has none. */
export function themeStringsOf(locale: string): ThemeStrings | undefined {
  const lower = locale.toLowerCase();
  return THEME_STRINGS[lower] ?? THEME_STRINGS[lower.split('-')[0] ?? ''];
}

/** A string with its `{name}` placeholders filled. */
export function formatString(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
