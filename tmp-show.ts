import { readFileSync } from 'node:fs';
import { readRecipe } from 'recipe-reader';
import { shoppingItemsFromLine } from './domain/shopping/shopping-items-from-line.ts';
for (const page of process.argv.slice(2)) {
  const r = readRecipe(readFileSync(`/work/shared/recipe-corpus/cases/${page}.html`, 'utf8'));
  console.log('==', page);
  for (const line of r?.ingredients ?? []) {
    const items = shoppingItemsFromLine(line);
    console.log(JSON.stringify(line).padEnd(60), '→', items.map((i) => `${i.name} [${i.amount ? `${i.amount.min} ${i.amount.unit ?? ''}` : '-'}] ${i.department}`).join(' | '));
  }
}
