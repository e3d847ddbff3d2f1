import { DATA_ATTRIBUTES, ELEMENT_IDS } from '@sitegen/core/view';
import { RawHtml } from './RawHtml.js';
import { fillNodes, useStrings } from '../shared/strings.js';

/**
 * The rule that reveals the banner once the pre-paint script marks the mismatch. Inline in
 * `<head>` (HTML allows `<style>` there only): under a wrong base path the stylesheet fails.
 */
export function BasePathBannerStyle() {
  return <RawHtml as="style" html={`html[${DATA_ATTRIBUTES.basePathMismatch}] #${ELEMENT_IDS.basePathBanner}{display:block!important}`} />;
}

/**
 * Shown by the pre-paint script when the page is served outside the base path. Styled
 * inline: under a wrong base path the stylesheets and scripts are the first to fail.
 */
export function BasePathBanner({ basePath }: { basePath: string }) {
  const strings = useStrings();
  return (
    <div
      id={ELEMENT_IDS.basePathBanner}
      role="alert"
      style={{
        display: 'none',
        padding: '12px 16px',
        background: '#fff3cd',
        color: '#3d2c00',
        borderBottom: '2px solid #b58100',
        font: '16px/1.5 system-ui, sans-serif',
      }}
    >
      <strong>{strings.basePathTitle}</strong>{' '}
      {fillNodes(strings.basePathText, { basePath: <code>{basePath}</code>, setting: <code>baseUrl</code> })}
    </div>
  );
}
