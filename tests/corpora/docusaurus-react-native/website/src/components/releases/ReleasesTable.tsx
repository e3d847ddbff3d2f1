import ReleasesTableMD from './_releases-table.md';

export default function ReleasesTable() {
  return <ReleasesTableMD />;
}
