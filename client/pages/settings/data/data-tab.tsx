import { ApiTokensCard } from './api-tokens-card.tsx';
import { FamilyExportCard } from './family-export-card.tsx';
import { McpConnectionsCard } from './mcp-connections-card.tsx';

/** Settings → Data: the family's export, the member's API tokens and connected assistants. */
export function DataTab() {
  return (
    <div className="space-y-6">
      <FamilyExportCard />
      <ApiTokensCard />
      <McpConnectionsCard />
    </div>
  );
}
