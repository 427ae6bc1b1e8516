// How an assistant tool is declared: a zod schema is both the JSON schema the model sees
// and the check its arguments must pass before anything runs. Every object in it is strict
// (z.strictObject), so the JSON schema says additionalProperties: false and an argument
// the tool does not have is refused with a tool error (tests/unit/chat/tool-arguments.test.ts).
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
        // Every issue, so that one answer says all there is to fix.
        const issues = parsed.error.issues.map((issue) => {
          const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
          return `${where}${issue.message}`;
        });
        return { error: `Invalid arguments: ${issues.join('; ')}` };
      }
      return spec.run(parsed.data, context);
    },
  };
}

/** A tool's arguments are a strict object: an argument it does not have is refused. */
export const noArgs = z.strictObject({});
// isoDateSchema is a zod/mini schema: `.describe` written out (a described copy).
export const isoDate = isoDateSchema
  .clone()
  .register(z.globalRegistry, { description: 'A date written YYYY-MM-DD' });
