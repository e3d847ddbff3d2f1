import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { selectStoredTab } from '../shared/tabsPrePaint.js';
import { TABS_CONFIG } from '../shared/tabsConfig.js';
import { TabItem } from './TabItem.js';
import { Tabs } from './Tabs.js';

const selectedValues = (html: string): string[] =>
  [...html.matchAll(/aria-selected="true"[^>]*data-sg-tab-value="([^"]+)"/g)].map((match) => match[1] ?? '');

describe('Tabs', () => {
  it('selects the defaultValue, else the TabItem marked default, else the first; labels from `values` first', () => {
    const items = [<TabItem key="a" value="a" label="A" />, <TabItem key="b" value="b" default />, <TabItem key="c" value="c" />];
    expect(selectedValues(renderToStaticMarkup(<Tabs>{items}</Tabs>))).toEqual(['b']);
    expect(selectedValues(renderToStaticMarkup(<Tabs defaultValue="c">{items}</Tabs>))).toEqual(['c']);
    const labelled = renderToStaticMarkup(<Tabs values={[{ value: 'c', label: 'Sea' }]}>{items}</Tabs>);
    expect([...labelled.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual(['A', 'b', 'Sea']);
    expect(labelled).not.toContain('<script>');
  });

  it('refuses what would hide a tab: a repeated value, a defaultValue naming none, text outside a TabItem', () => {
    expect(() => renderToStaticMarkup(<Tabs>{[<TabItem key="1" value="a" />, <TabItem key="2" value="a" />]}</Tabs>)).toThrow(/value 'a'/);
    expect(() => renderToStaticMarkup(<Tabs defaultValue="z">{<TabItem value="a" />}</Tabs>)).toThrow(/names no tab: the values are 'a'/);
    expect(() => renderToStaticMarkup(<Tabs>loose text</Tabs>)).toThrow(/only <TabItem> elements/);
  });

  it("names the query parameter of Docusaurus's queryString: the groupId for true, else the string", () => {
    const items = [<TabItem key="a" value="mac" />, <TabItem key="b" value="linux" />];
    expect(
      renderToStaticMarkup(
        <Tabs groupId="os" queryString>
          {items}
        </Tabs>,
      ),
    ).toMatch(/<script>\(function.*,"os"\)<\/script><\/div>$/);
    expect(renderToStaticMarkup(<Tabs queryString="platform">{items}</Tabs>)).toMatch(/,"platform"\)<\/script><\/div>$/);
    expect(renderToStaticMarkup(<Tabs>{items}</Tabs>)).not.toContain('<script>');
    expect(() => renderToStaticMarkup(<Tabs queryString>{items}</Tabs>)).toThrow(/groupId/);
  });

  it('ends grouped tabs with the script that selects the stored tab before paint', () => {
    const html = renderToStaticMarkup(
      <Tabs groupId="pm">
        <TabItem value="npm" />
        <TabItem value="yarn" />
      </Tabs>,
    );
    expect(html).toMatch(/data-sg-tabs-group="pm".*<script>\(function selectStoredTab/s);
  });
});

/** A stand-in element with attributes and children, enough for the pre-paint script. */
interface FakeElement {
  attributes: Record<string, string>;
  children: FakeElement[];
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

function element(attributes: Record<string, string>, children: FakeElement[] = []): FakeElement {
  return {
    attributes,
    children,
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute(name: string, value: string) {
      attributes[name] = value;
    },
    removeAttribute(name: string) {
      delete attributes[name];
    },
  };
}

describe('selectStoredTab', () => {
  const tabs = () => {
    const tab = (value: string, selected: boolean) => element({ 'data-sg-tab-value': value, 'aria-selected': String(selected) });
    const panel = (value: string, selected: boolean) =>
      element({ 'data-sg-tab-value': value, ...(selected ? { 'data-sg-selected': '' } : {}) });
    return element({ 'data-sg-tabs-group': 'pm' }, [
      element({}, [tab('npm', true), tab('yarn', false)]),
      panel('npm', true),
      panel('yarn', false),
    ]);
  };

  it('selects the stored tab and shows its panel alone', () => {
    const root = tabs();
    selectStoredTab({ localStorage: { getItem: (key) => (key === 'sitegen:tabs-pm' ? 'yarn' : null) } }, root, TABS_CONFIG);
    expect(root.children[0]?.children.map((tab) => tab.attributes['aria-selected'])).toEqual(['false', 'true']);
    expect(root.children.slice(1).map((panel) => 'data-sg-selected' in panel.attributes)).toEqual([false, true]);
  });

  it('keeps the default for a value these tabs lack, or blocked storage', () => {
    for (const getItem of [
      () => 'pnpm',
      () => {
        throw new Error('blocked');
      },
    ]) {
      const root = tabs();
      selectStoredTab({ localStorage: { getItem } }, root, TABS_CONFIG);
      expect(root.children[0]?.children.map((tab) => tab.attributes['aria-selected'])).toEqual(['true', 'false']);
    }
  });
});
