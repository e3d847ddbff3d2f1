import type { VersionBannerView } from '@sitegen/core/view';
import { VERSION_ATTRIBUTES } from '../shared/versionNames.js';

export interface VersionBannerProps {
  /** the label of the version the page belongs to */
  label: string;
  banner: VersionBannerView;
}

/** Above the article of a version other than the latest: what it is, and the same page in the latest version. */
export function VersionBanner({ label, banner }: VersionBannerProps) {
  return (
    <div className={`sg-version-banner sg-version-banner--${banner.kind}`} role="note">
      <p>
        {banner.kind === 'unreleased' ? (
          <>
            This is unreleased documentation for version <strong>{label}</strong>.
          </>
        ) : (
          <>
            This is documentation for version <strong>{label}</strong>, which is no longer actively maintained.
          </>
        )}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <a href={banner.latestHref} {...{ [VERSION_ATTRIBUTES.version]: banner.latestName }}>
          latest version
        </a>{' '}
        ({banner.latestLabel}).
      </p>
    </div>
  );
}
