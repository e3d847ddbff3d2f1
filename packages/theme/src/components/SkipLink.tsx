import { ELEMENT_IDS } from '@sitegen/core/view';

export function SkipLink() {
  return (
    <a className="sg-skip-link" href={`#${ELEMENT_IDS.main}`}>
      Skip to main content
    </a>
  );
}
