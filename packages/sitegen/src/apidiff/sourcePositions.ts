import type { JSONOutput } from 'typedoc';
import type { SourceLocation } from '../errors/SitegenError.js';

const MODULE_KIND = 2;
const NAMESPACE_KIND = 4;

/**
 * Where TypeDoc says each export and member is declared, by symbol path (as diffApiModels
 * names them), when the JSON has source positions: sitegen's own JSON leaves them out
 * (`disableSources`), a JSON made by TypeDoc's defaults has them. Files are as TypeDoc wrote
 * them, relative to where it ran.
 */
export function sourcePositions(project: JSONOutput.ProjectReflection): Map<string, SourceLocation> {
  const positions = new Map<string, SourceLocation>();
  const several = (project.children ?? []).some((child) => child.kind === MODULE_KIND);
  const place = (reflection: JSONOutput.DeclarationReflection, symbolPath: string) => {
    const source = reflection.sources?.[0] ?? reflection.signatures?.[0]?.sources?.[0];
    if (source !== undefined && !positions.has(symbolPath)) positions.set(symbolPath, { file: source.fileName, line: source.line });
  };
  const walk = (children: JSONOutput.DeclarationReflection[], prefix: string) => {
    for (const child of children) {
      if (child.kind === MODULE_KIND) walk(child.children ?? [], several ? `${child.name}.` : prefix);
      else if (child.kind === NAMESPACE_KIND) walk(child.children ?? [], `${prefix}${child.name}.`);
      else {
        place(child, `${prefix}${child.name}`);
        for (const member of child.children ?? []) place(member, `${prefix}${child.name}.${member.name}`);
      }
    }
  };
  walk(project.children ?? [], '');
  return positions;
}
