import { ELEMENT_IDS } from '../shared/constants.js';

export function SkipLink() {
  return (
    <a className="sg-skip-link" href={`#${ELEMENT_IDS.main}`}>
      Skip to main content
    </a>
  );
}
