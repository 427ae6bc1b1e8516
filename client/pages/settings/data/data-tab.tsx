import { ApiTokensCard } from './api-tokens-card.tsx';
import { FamilyExportCard } from './family-export-card.tsx';

/** Settings → Data: the family's export and the member's API tokens. */
export function DataTab() {
  return (
    <div className="space-y-6">
      <FamilyExportCard />
      <ApiTokensCard />
    </div>
  );
}
