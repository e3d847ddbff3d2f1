import { useStrings } from '../shared/strings.js';

/** Above a page of a locale that shows the default locale's text, for want of a translation. */
export function UntranslatedNotice() {
  const strings = useStrings();
  return (
    <div className="sg-untranslated" role="note">
      <p>{strings.untranslated}</p>
    </div>
  );
}
