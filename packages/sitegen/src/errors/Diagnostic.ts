import type { DiagnosticCode } from './codes.js';
import type { SourceLocation } from './SitegenError.js';

export type Severity = 'error' | 'warning';

/**
 * A problem found while building, modelled on vfile-message: collected during the stages,
 * printed sorted at the end with a count; any 'error' fails the build once.
 */
export interface Diagnostic {
  severity: Severity;
  /** stable rule id of the catalogue (errors/codes.ts), e.g. 'links/broken-anchor' */
  code: DiagnosticCode;
  message: string;
  location?: SourceLocation;
  hint?: string;
}
