import { describe, expect, it } from 'vitest';
import { htmlTagSteps } from './htmlNesting.js';

const depthAfter = (html: string): number[] => {
  let depth = 0;
  return htmlTagSteps(html).map(({ step }) => (depth += step));
};

describe('htmlTagSteps', () => {
  it('steps in at an opening tag and out at a closing one, with its index', () => {
    expect(htmlTagSteps('<div class="a"><span>x</span></div>')).toEqual([
      { index: 0, step: 1 },
      { index: 15, step: 1 },
      { index: 22, step: -1 },
      { index: 29, step: -1 },
    ]);
  });

  it('gives no depth to void elements, self-closing tags and elements whose end tag is optional', () => {
    expect(htmlTagSteps('<br><img src="a.png"><hr/><x-icon /><p>one<p>two<ul><li>a<li>b</ul>')).toEqual([
      { index: 48, step: 1 },
      { index: 62, step: -1 },
    ]);
    expect(depthAfter('<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td><td><b>2</b></td></tr></tbody></table>')).toEqual([
      1, 2, 1, 0,
    ]);
  });

  it('skips comments and the text of scripts and styles', () => {
    expect(htmlTagSteps('<!-- <div> --><script>if (a <b && c> d) {}</script><style>a<b>{}</style>')).toEqual([]);
    expect(htmlTagSteps('<div><!-- never closed <div>')).toEqual([{ index: 0, step: 1 }]);
  });

  it('reads attributes quoted with either quote, and a > inside them', () => {
    expect(htmlTagSteps(`<a title="1 > 0" data-x='>'>x</a>`)).toEqual([
      { index: 0, step: 1 },
      { index: 29, step: -1 },
    ]);
  });

  it('reads what is not a tag as text', () => {
    expect(htmlTagSteps('a < b, <3, <>, << x')).toEqual([]);
  });
});
