// How an assistant tool is declared: a zod schema is both the JSON schema the model sees
// and the check its arguments must pass before anything runs.
import { z } from 'zod';
import type { Proposal } from '#domain/chat/proposals.ts';
import { isoDateSchema } from '#domain/time/family-dates.ts';
import type { FamilyData } from '../family-data.ts';

export type ToolContext = {
  data: FamilyData;
  /** Today in the family's time zone. */
  today: string;
  /** Proposals made during this reply, in order; shown as cards under it. */
  proposals: Proposal[];
};

export type AssistantTool = {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  run: (rawArgs: unknown, context: ToolContext) => Promise<unknown>;
};

export function defineTool<S extends z.core.$ZodType>(spec: {
  name: string;
  description: string;
  args: S;
  run: (args: z.output<S>, context: ToolContext) => Promise<unknown>;
}): AssistantTool {
  const { $schema: _ignored, ...parameters } = z.toJSONSchema(spec.args, { io: 'input' });
  return {
    name: spec.name,
    description: spec.description,
    parameters,
    run: async (rawArgs, context) => {
      const parsed = z.safeParse(spec.args, rawArgs);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { error: `Invalid arguments: ${issue?.path.join('.') ?? ''} ${issue?.message}` };
      }
      return spec.run(parsed.data, context);
    },
  };
}

export const noArgs = z.object({});
// isoDateSchema is a zod/mini schema: `.describe` written out (a described copy).
export const isoDate = isoDateSchema
  .clone()
  .register(z.globalRegistry, { description: 'A date written YYYY-MM-DD' });
