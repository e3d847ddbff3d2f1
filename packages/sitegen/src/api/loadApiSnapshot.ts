import { readFileSync } from 'node:fs';
import type { ApiSnapshot } from '../versions/types.js';
import { convertProject } from './convert/convertProject.js';
import { readReflections } from './ensureReflections.js';
import type { ApiSource } from './loadApiSource.js';

/**
 * A released docs version's API reference, from the reflection JSON (and README) that
 * `sitegen docs:version` copied: read as it is, never regenerated, so that version's
 * reference stays as it was when the version was made.
 */
export function loadApiSnapshot(snapshot: ApiSnapshot, strictPackageLinks: boolean): ApiSource {
  const model = convertProject({ project: readReflections(snapshot.reflections), file: snapshot.reflections });
  const label = model.packageVersion === undefined ? model.packageName : `${model.packageName} ${model.packageVersion}`;
  return {
    model,
    file: snapshot.reflections,
    package: { name: model.packageName, label, file: snapshot.reflections, strictPackageLinks },
    // what the declarations could not give was reported when the version was current
    diagnostics: [],
    ...(snapshot.readme === undefined
      ? {}
      : { readme: { source: readFileSync(snapshot.readme, 'utf8'), file: snapshot.readme, ofPackage: true } }),
  };
}
