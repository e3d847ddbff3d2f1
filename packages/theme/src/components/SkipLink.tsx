import { ELEMENT_IDS } from '@sitegen/core/view';
import { useStrings } from '../shared/strings.js';

export function SkipLink() {
  const strings = useStrings();
  return (
    <a className="sg-skip-link" href={`#${ELEMENT_IDS.main}`}>
      {strings.skipToContent}
    </a>
  );
}
