import type { Diagnostic } from '../errors/Diagnostic.js';
import { formatDiagnostic } from '../errors/reportDiagnostics.js';
import type { LocalePart } from './localeParts.js';

/**
 * Every locale's diagnostics as the build prints them: one that every locale reports alike
 * (the config's) once, as it is; one that only some report, labelled with them ('[fr] …').
 */
export function localeDiagnosticsOf(parts: readonly LocalePart[]): Diagnostic[] {
  if (parts.length < 2) return parts.flatMap((part) => part.prepared.diagnostics);
  const alike = new Map<string, { diagnostic: Diagnostic; locales: string[] }>();
  for (const { prepared } of parts) {
    const locale = prepared.config.locale.name;
    for (const diagnostic of prepared.diagnostics) {
      const key = `${diagnostic.severity} ${formatDiagnostic(diagnostic)}`;
      const entry = alike.get(key) ?? { diagnostic, locales: [] };
      if (!entry.locales.includes(locale)) entry.locales.push(locale);
      alike.set(key, entry);
    }
  }
  return [...alike.values()].map(({ diagnostic, locales }) =>
    locales.length === parts.length ? diagnostic : { ...diagnostic, message: `[${locales.join(', ')}] ${diagnostic.message}` },
  );
}
