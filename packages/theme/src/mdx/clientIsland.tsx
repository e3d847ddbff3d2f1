import { DATA_ATTRIBUTES } from '@sitegen/core/view';
import type { ComponentType } from 'react';

/** The style of an island's element: no box of its own, so it fits in a paragraph or between blocks. */
const NO_BOX = { display: 'contents' } as const;

/**
 * A site's component marked `'use client'`, as an MDX page renders it: on the server as
 * usual, inside the element the browser hydrates it on (its island, loaded only by pages that
 * use it). Its props travel as JSON: functions and elements cannot, so they are refused.
 */
export function clientIsland<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  const label = Component.displayName ?? Component.name ?? name;
  function Island(props: P) {
    for (const [key, value] of Object.entries(props)) {
      if (key === 'children' && typeof value === 'string') continue;
      if (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)) {
        throw new Error(
          `<${label}> runs in the browser ('use client'), so its props must be data: '${key}' is ${typeof value === 'function' ? 'a function' : 'an element'}`,
        );
      }
    }
    return (
      <span style={NO_BOX} {...{ [DATA_ATTRIBUTES.island]: name, [DATA_ATTRIBUTES.islandProps]: JSON.stringify(props) }}>
        <Component {...props} />
      </span>
    );
  }
  Island.displayName = `ClientIsland(${label})`;
  return Island;
}
