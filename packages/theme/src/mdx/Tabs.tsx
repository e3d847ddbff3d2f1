import { DATA_ATTRIBUTES, ISLANDS, MARKDOWN_CLASSES, MARKDOWN_DATA_ATTRIBUTES } from '@sitegen/core/view';
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { RawHtml } from '../components/RawHtml.js';
import { tabsPrePaintScript } from '../shared/tabsPrePaint.js';
import { TABS_CONFIG } from '../shared/tabsConfig.js';
import { tabsQueryScript } from '../shared/tabsQuery.js';
import type { TabItemProps } from './TabItem.js';

export interface TabsProps {
  /** tabs with the same group show the same choice, on every page, remembered across visits */
  groupId?: string;
  /** the value of the tab shown first; else the TabItem marked `default`, else the first */
  defaultValue?: string;
  /**
   * the chosen tab is kept in the URL's query: `true` under the `groupId` as parameter name,
   * a string as the name (Docusaurus's `queryString`)
   */
  queryString?: boolean | string;
  /** labels for the tabs, in place of each TabItem's `label` (Docusaurus's `values`) */
  values?: { value: string; label?: ReactNode }[];
  className?: string;
  children?: ReactNode;
}

interface Tab {
  value: string;
  label: ReactNode;
  item: ReactElement<TabItemProps>;
}

/** The TabItems, each with its label; a mistake that would hide a tab throws (the build names the page). */
function tabsOf(children: ReactNode, values: TabsProps['values']): Tab[] {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => {
    if (isValidElement(child)) return true;
    if (typeof child === 'string' && child.trim() === '') return false;
    throw new Error('<Tabs> may hold only <TabItem> elements: put the text inside a <TabItem value="…">');
  });
  const seen = new Set<string>();
  return items.map((item) => {
    const { value } = item.props;
    if (typeof value !== 'string' || value === '') throw new Error('every <TabItem> in <Tabs> needs a `value`');
    if (seen.has(value)) throw new Error(`two <TabItem>s in one <Tabs> have the value '${value}': give each its own`);
    seen.add(value);
    const label = values?.find((entry) => entry.value === value)?.label ?? item.props.label ?? value;
    return { value, label, item };
  });
}

/**
 * Docusaurus's `<Tabs>` (the WAI-ARIA tabs pattern). Every panel is in the page: without
 * JavaScript they all show, each under its label; with it, CSS shows the selected one and the
 * `tabs` island (loaded only on a page that has tabs) adds the keyboard, the group sync and
 * the storage. A grouped Tabs ends with a tiny script that selects the stored tab before paint.
 */
export function Tabs({ groupId, defaultValue, values, queryString, className, children }: TabsProps) {
  const id = useId();
  const query = queryParameter(queryString, groupId);
  const tabs = tabsOf(children, values);
  const selected = defaultValue ?? tabs.find((tab) => tab.item.props.default === true)?.value ?? tabs[0]?.value;
  if (defaultValue !== undefined && !tabs.some((tab) => tab.value === defaultValue)) {
    throw new Error(`<Tabs defaultValue="${defaultValue}"> names no tab: the values are ${tabs.map((tab) => `'${tab.value}'`).join(', ')}`);
  }
  const rootAttributes = {
    [DATA_ATTRIBUTES.island]: ISLANDS.tabs,
    ...(groupId === undefined ? {} : { [MARKDOWN_DATA_ATTRIBUTES.tabsGroup]: groupId }),
  };
  return (
    <div className={className === undefined ? MARKDOWN_CLASSES.tabs : `${MARKDOWN_CLASSES.tabs} ${className}`} {...rootAttributes}>
      <div role="tablist" className={MARKDOWN_CLASSES.tabList}>
        {tabs.map(({ value, label, item }, index) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${id}tab-${index}`}
            aria-controls={`${id}panel-${index}`}
            aria-selected={value === selected}
            tabIndex={value === selected ? 0 : -1}
            {...item.props.attributes}
            className={MARKDOWN_CLASSES.tab}
            {...{ [MARKDOWN_DATA_ATTRIBUTES.tabValue]: value }}
          >
            {label}
          </button>
        ))}
      </div>
      {tabs.map(({ value, label, item }, index) => (
        <div
          key={value}
          role="tabpanel"
          id={`${id}panel-${index}`}
          aria-labelledby={`${id}tab-${index}`}
          tabIndex={0}
          className={
            item.props.className === undefined ? MARKDOWN_CLASSES.tabPanel : `${MARKDOWN_CLASSES.tabPanel} ${item.props.className}`
          }
          {...{ [MARKDOWN_DATA_ATTRIBUTES.tabValue]: value, ...(value === selected ? { [MARKDOWN_DATA_ATTRIBUTES.tabSelected]: '' } : {}) }}
        >
          <p className={MARKDOWN_CLASSES.tabLabel} aria-hidden="true">
            {label}
          </p>
          {item.props.children}
        </div>
      ))}
      {groupId === undefined ? null : <RawHtml as="script" html={tabsPrePaintScript(TABS_CONFIG)} />}
      {query === undefined ? null : <RawHtml as="script" html={tabsQueryScript(TABS_CONFIG, query)} />}
    </div>
  );
}

/** The query parameter's name: Docusaurus's `queryString` is the name, or `true` for the group's id. */
function queryParameter(queryString: TabsProps['queryString'], groupId: string | undefined): string | undefined {
  if (queryString === true && groupId === undefined) {
    throw new Error('<Tabs queryString> names its query parameter after its `groupId`: give one, or a name (queryString="os")');
  }
  return queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
}
