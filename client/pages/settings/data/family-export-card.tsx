// Settings → Data: download everything the family owns, to keep or to move to another
// server (its family setup page imports it).
import { Card } from '#client/components/ui/card.tsx';

export function FamilyExportCard() {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Family Export</h2>
      <p className="mt-1 text-sm text-stone-600">
        One file with the family&apos;s members, dishes, meals, who came, ratings, shopping list,
        settings and your chat. To move, set up on the new server with &quot;Moving from another
        server?&quot; and choose this file.
      </p>
      {/* docs/data-and-api.md: what family-secret.json is, and why the file stays private. */}
      <p className="mt-2 mb-4 text-sm text-stone-600">
        Keep the file private: anyone who has it can read everything in it. Besides your
        family&apos;s data it holds <code>family-secret.json</code>, the family&apos;s secret key
        that keeps the shopping items made from planned meals safe from outsiders; the import brings
        it along.
      </p>
      <a
        href="/api/family/export"
        download
        className="inline-flex items-center rounded-lg bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-dark"
      >
        Download Export
      </a>
    </Card>
  );
}
