import type { PageView, SiteView } from '@sitegen/core/view';
import { CLIENT_STRING_KEYS, DATA_ATTRIBUTES, ENGLISH_STRINGS, type ThemeStrings } from '@sitegen/core/view';
import { useComponent } from '../overrides/OverridesContext.js';
import { LangContext, StringsContext } from '../shared/strings.js';
import { Head } from './Head.js';
import { Layout as ThemeLayout } from './Layout.js';
import { PageContent } from './PageContent.js';

export interface DocumentProps {
  page: PageView;
  site: SiteView;
}

/** The words the browser uses, for `<html data-sg-strings>`. */
function clientStrings(strings: ThemeStrings): Partial<ThemeStrings> {
  return Object.fromEntries(CLIENT_STRING_KEYS.map((key) => [key, strings[key]]));
}

/** The whole document; the server's default theme is the configured mode, the pre-paint script applies the stored one. */
export function Document({ page, site }: DocumentProps) {
  const Layout = useComponent('Layout', ThemeLayout);
  const defaultTheme = site.colorMode.defaultMode === 'light' ? 'light' : 'dark';
  return (
    <html
      lang={site.lang}
      dir={site.dir}
      data-theme={defaultTheme}
      data-theme-choice={site.colorMode.defaultMode}
      data-sg-base={site.basePath}
      data-sg-progress-delay={site.progressBarDelayMs}
      {...(site.strings === undefined ? {} : { [DATA_ATTRIBUTES.strings]: JSON.stringify(clientStrings(site.strings)) })}
    >
      <Head page={page} site={site} />
      <body>
        <StringsContext.Provider value={site.strings ?? ENGLISH_STRINGS}>
          <LangContext.Provider value={site.lang}>
            <Layout page={page} site={site}>
              <PageContent page={page} site={site} />
            </Layout>
          </LangContext.Provider>
        </StringsContext.Provider>
      </body>
    </html>
  );
}
