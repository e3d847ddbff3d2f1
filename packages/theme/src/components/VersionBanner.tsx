import type { VersionBannerView } from '@sitegen/core/view';
import { VERSION_ATTRIBUTES } from '../shared/versionNames.js';
import { fillNodes, useStrings } from '../shared/strings.js';

export interface VersionBannerProps {
  /** the label of the version the page belongs to */
  label: string;
  banner: VersionBannerView;
}

/** Above the article of a version other than the latest: what it is, and the same page in the latest version. */
export function VersionBanner({ label, banner }: VersionBannerProps) {
  const strings = useStrings();
  const link = (
    <a href={banner.latestHref} {...{ [VERSION_ATTRIBUTES.version]: banner.latestName }}>
      {strings.latestVersion}
    </a>
  );
  return (
    <div className={`sg-version-banner sg-version-banner--${banner.kind}`} role="note">
      <p>
        {fillNodes(banner.kind === 'unreleased' ? strings.unreleasedVersion : strings.unmaintainedVersion, {
          label: <strong>{label}</strong>,
        })}
      </p>
      <p>{fillNodes(strings.latestVersionLink, { link, label: banner.latestLabel })}</p>
    </div>
  );
}
