// The scopes a new API token gets (docs/data-and-api.md "API tokens"): read is ticked at
// first; nothing here reaches members, invitations, feeds, tokens or the family itself.
import {
  TOKEN_SCOPES,
  tokenScopeLabels,
  type TokenScope,
} from '#domain/api-tokens/token-scopes.ts';
import { CheckboxLabel } from '#client/components/ui/checkbox-label.tsx';

export function ApiTokenScopePicker(props: {
  scopes: readonly TokenScope[];
  onChange: (scopes: TokenScope[]) => void;
  /** Who gets the scopes: a token here, an assistant on the consent screen. */
  holder?: string;
}) {
  const holder = props.holder ?? 'token';
  const toggle = (scope: TokenScope, on: boolean) =>
    props.onChange(TOKEN_SCOPES.filter((s) => (s === scope ? on : props.scopes.includes(s))));
  return (
    <fieldset className="mb-3 space-y-1 text-sm">
      <legend className="mb-1 font-medium">What the {holder} may do</legend>
      {TOKEN_SCOPES.map((scope) => (
        <CheckboxLabel
          key={scope}
          checked={props.scopes.includes(scope)}
          onCheckedChange={(on) => toggle(scope, on)}
        >
          <span>
            <span className="font-mono">{scope}</span>: {tokenScopeLabels[scope]}
          </span>
        </CheckboxLabel>
      ))}
      <p className="text-stone-600">
        No {holder} can add or invite members, make calendar feeds or tokens, or change the family:
        sign in for those.
      </p>
    </fieldset>
  );
}
