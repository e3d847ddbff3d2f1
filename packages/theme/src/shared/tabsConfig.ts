import { MARKDOWN_DATA_ATTRIBUTES, STORAGE_KEYS } from '@sitegen/core/view';
import type { TabsPrePaintConfig } from './tabsPrePaint.js';

/** What the pre-paint script and the browser's tabs agree on. */
export const TABS_CONFIG: TabsPrePaintConfig = {
  storagePrefix: STORAGE_KEYS.tabsGroupPrefix,
  groupAttribute: MARKDOWN_DATA_ATTRIBUTES.tabsGroup,
  valueAttribute: MARKDOWN_DATA_ATTRIBUTES.tabValue,
  selectedAttribute: MARKDOWN_DATA_ATTRIBUTES.tabSelected,
};
