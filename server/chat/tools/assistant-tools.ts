// Every tool the assistant may call: reads of the caller's family and proposals.
import { proposeTools } from './propose-tools.ts';
import { readTools } from './read-tools.ts';

export const assistantTools = [...readTools, ...proposeTools];
