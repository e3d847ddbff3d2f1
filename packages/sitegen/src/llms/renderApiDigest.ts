import type { ApiReference } from '../api/types.js';

const KIND_GROUPS: { kind: string; label: string }[] = [
  { kind: 'class', label: 'Classes' },
  { kind: 'enum', label: 'Enumerations' },
  { kind: 'function', label: 'Functions' },
  { kind: 'interface', label: 'Interfaces' },
  { kind: 'typeAlias', label: 'Type Aliases' },
  { kind: 'variable', label: 'Variables' },
];

export interface RenderApiDigestParams {
  title: string;
  api: Pick<ApiReference, 'exports' | 'members'>;
  /** a route path → its absolute URL */
  urlOf: (routePath: string) => string;
}

function exportBlock(entry: ApiReference['exports'][number], members: string[], url: string): string {
  const head = entry.signature ?? `${entry.kind} ${entry.name}`;
  const body = members.length === 0 ? head : `${head} {\n${members.map((line) => `  ${line}`).join('\n')}\n}`;
  return `### [${entry.name}](${url})\n\n\`\`\`ts\n${body}\n\`\`\``;
}

/** `api.md`: every export's signature, and its members', grouped by kind, each linked to its page. */
export function renderApiDigest(params: RenderApiDigestParams): string {
  const membersOf = new Map<string, string[]>();
  for (const member of params.api.members ?? []) {
    const line = member.signature.startsWith(`${member.owner}.`) ? member.signature.slice(member.owner.length + 1) : member.signature;
    membersOf.set(member.owner, [...(membersOf.get(member.owner) ?? []), line]);
  }
  const known = new Set(KIND_GROUPS.map((group) => group.kind));
  const groups = [
    ...KIND_GROUPS,
    ...[...new Set(params.api.exports.map((entry) => entry.kind))]
      .filter((kind) => !known.has(kind))
      .map((kind) => ({ kind, label: kind })),
  ];
  const sections = groups.flatMap(({ kind, label }) => {
    const entries = params.api.exports.filter((entry) => entry.kind === kind);
    if (entries.length === 0) return [];
    const blocks = entries.map((entry) => exportBlock(entry, membersOf.get(entry.name) ?? [], params.urlOf(entry.routePath)));
    return [`## ${label}\n\n${blocks.join('\n\n')}`];
  });
  return `${[`# ${params.title}`, '> Every export of the API reference with its signature and its members’ signatures, grouped by kind. Each heading links to the export’s page.', ...sections].join('\n\n')}\n`;
}
