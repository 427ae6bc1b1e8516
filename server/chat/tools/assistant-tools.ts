// Every tool the assistant may call: reads of the caller's family and proposals.
import { dishTools } from './dish-tools.ts';
import { familyTools } from './family-tools.ts';
import { mealTools } from './meal-tools.ts';
import { proposeTools } from './propose-tools.ts';

export const assistantTools = [...familyTools, ...dishTools, ...mealTools, ...proposeTools];
