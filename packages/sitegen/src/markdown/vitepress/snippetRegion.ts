/**
 * The `#region name` of a file, as VitePress marks and reads it: the lines between a start
 * and an end marker of that name, in the comment syntax of most languages, without other
 * region markers and dedented. Undefined when the file has no such region.
 */
const MARKERS: readonly { start: RegExp; end: RegExp }[] = [
  { start: /^\s*\/\/\s*#?region\b\s*(.*?)\s*$/, end: /^\s*\/\/\s*#?endregion\b\s*(.*?)\s*$/ },
  { start: /^\s*<!--\s*#?region\b\s*(.*?)\s*-->/, end: /^\s*<!--\s*#?endregion\b\s*(.*?)\s*-->/ },
  { start: /^\s*\/\*\s*#region\b\s*(.*?)\s*\*\//, end: /^\s*\/\*\s*#endregion\b\s*(.*?)\s*\*\// },
  { start: /^\s*#[rR]egion\b\s*(.*?)\s*$/, end: /^\s*#[eE]nd ?[rR]egion\b\s*(.*?)\s*$/ },
  { start: /^\s*#\s*#?region\b\s*(.*?)\s*$/, end: /^\s*#\s*#?endregion\b\s*(.*?)\s*$/ },
  { start: /^\s*(?:--|::|@?REM)\s*#region\b\s*(.*?)\s*$/, end: /^\s*(?:--|::|@?REM)\s*#endregion\b\s*(.*?)\s*$/ },
  { start: /^\s*#pragma\s+region\b\s*(.*?)\s*$/, end: /^\s*#pragma\s+endregion\b\s*(.*?)\s*$/ },
  { start: /^\s*\(\*\s*#region\b\s*(.*?)\s*\*\)/, end: /^\s*\(\*\s*#endregion\b\s*(.*?)\s*\*\)/ },
];

export function snippetRegion(text: string, name: string): string | undefined {
  const lines = text.split(/\r?\n/);
  for (const marker of MARKERS) {
    const from = lines.findIndex((line) => marker.start.exec(line)?.[1] === name);
    if (from === -1) continue;
    const to = lines.findIndex((line, index) => index > from && marker.end.exec(line)?.[1] === name);
    if (to === -1) continue;
    return dedent(lines.slice(from + 1, to).filter((line) => !isMarker(line)));
  }
  return undefined;
}

function isMarker(line: string): boolean {
  return MARKERS.some((marker) => marker.start.test(line) || marker.end.test(line));
}

function dedent(lines: string[]): string {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const least = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((line) => line.slice(least)).join('\n');
}
