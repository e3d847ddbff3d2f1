import type { AnnouncementBarView } from '@sitegen/core/view';
import { ELEMENT_IDS, ISLANDS } from '@sitegen/core/view';
import { CloseIcon } from '../shared/icons.js';
import { Island } from './Island.js';
import { RawHtml } from './RawHtml.js';
import { useStrings } from '../shared/strings.js';

export function AnnouncementBar({ bar }: { bar: AnnouncementBarView }) {
  const strings = useStrings();
  return (
    <Island name={ISLANDS.announcementBar} props={{ id: bar.id }} className="sg-announcement-island">
      <section
        id={ELEMENT_IDS.announcementBar}
        className="sg-announcement"
        aria-label={strings.announcement}
        style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
      >
        <RawHtml className="sg-announcement__content" html={bar.content} />
        {bar.isCloseable && (
          <button type="button" className="sg-announcement__close" aria-label={strings.closeAnnouncement}>
            <CloseIcon />
          </button>
        )}
      </section>
    </Island>
  );
}
