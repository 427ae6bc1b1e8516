import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';
import { ldScript } from '../support/recipe-page.ts';
import { flattenSteps } from '../../src/page/types.ts';

describe('choosing between structured data and the visible recipe', () => {
  it('takes the visible list when it is the same list with amounts the JSON-LD dropped', () => {
    const html = `<html><head>${ldScript({
      name: 'Dressing',
      recipeIngredient: ['1 shallot', '1/4 cup vinegar', 'mustard', 'salt'],
    })}</head><body><h1>Dressing</h1>
      <h2>Ingredients</h2>
      <ul><li>1 shallot, sliced</li><li>1/4 cup (60 ml) vinegar</li>
      <li>2 tsp mustard</li><li>1/2 tsp salt</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '1 shallot, sliced',
      '1/4 cup (60 ml) vinegar',
      '2 tsp mustard',
      '1/2 tsp salt',
    ]);
  });

  it('joins JSON-LD entries that the site cut at commas, as the visible list has them', () => {
    const html = `<html><head>${ldScript({
      name: 'Auflauf',
      recipeIngredient: ['250 g Schweinefleisch', ' in Stücken', ' 1', '5 TL Senf', ' Salz'],
    })}</head><body><h1>Auflauf</h1>
      <h2>Auflauf mit dem Topf – Die Zutaten</h2>
      <ul><li>250 g Schweinefleisch, in Stücken</li><li>1,5 TL Senf</li><li>Salz</li></ul>
      </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '250 g Schweinefleisch, in Stücken',
      '1,5 TL Senf',
      'Salz',
    ]);
  });

  it('keeps JSON-LD lines that a visible list merely runs together', () => {
    const html = `<html><head>${ldScript({
      name: 'Bread',
      recipeIngredient: ['500 g flour', '10 g salt', '300 ml water'],
    })}</head><body><h1>Bread</h1><h2>Ingredients</h2>
      <ul><li>500 g flour 10 g salt</li><li>300 ml water</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['500 g flour', '10 g salt', '300 ml water']);
  });

  it('reads a table of amounts and names when the JSON-LD holds only a category', () => {
    const html = `<html><head>${ldScript({ name: 'Roast chicken', recipeIngredient: 'Chicken' })}
      </head><body><h1>Roast chicken</h1><h2>Ingredients</h2><div><table>
      <tr><td>150ml</td><td>red wine</td></tr><tr><td>100g</td><td>tomato paste</td></tr>
      <tr><td>1</td><td>whole chicken</td></tr></table></div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '150ml red wine',
      '100g tomato paste',
      '1 whole chicken',
    ]);
  });

  it('reads a list per section when each list is classed as "ingredients"', () => {
    const html = `<html><body><h1>Salad</h1><h2>Ingredients</h2>
      <b>For the dressing:</b><ul class="field__items ingredients"><li>2 tbsp oil</li>
      <li>2 tbsp vinegar</li></ul><b>For the salad:</b><ul class="field__items ingredients">
      <li>3 cups asparagus</li><li>2 cans oranges</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '2 tbsp oil',
      '2 tbsp vinegar',
      '3 cups asparagus',
      '2 cans oranges',
    ]);
  });

  it('takes the visible steps when the JSON-LD holds only their titles', () => {
    const html = `<html><head>${ldScript({
      name: 'Noodle salad',
      recipeInstructions: ['Cook the noodles', 'Make the salad'],
    })}</head><body><h1>Noodle salad</h1><h2>Instructions</h2><ol>
      <li>1 Cook the noodles Bring a pot of water to a boil and cook the noodles.</li>
      <li>2 Make the salad Slice the radishes and toss them with the noodles.</li></ol>
      </body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual([
      '1 Cook the noodles Bring a pot of water to a boil and cook the noodles.',
      '2 Make the salad Slice the radishes and toss them with the noodles.',
    ]);
  });

  it('does not take the variations listed after the method for more steps', () => {
    const steps = ['Heat the oven to 350°F and grease two pans.', 'Bake 30 to 35 minutes.'];
    const html = `<html><head>${ldScript({ name: 'Cake', recipeInstructions: steps })}</head>
      <body><h1>Cake</h1><h2>Directions</h2><ol>${steps.map((s) => `<li>${s}</li>`).join('')}
      <li>Bundt Cake: Grease a tube pan and bake 50 to 55 minutes.</li>
      <li>Cupcakes: Fill paper cups half full and bake 22 to 25 minutes.</li></ol></body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual(steps);
  });

  it("drops a note printed as the method's last step", () => {
    const html = `<html><body><h1>Slice</h1><h2>Method</h2><ol>
      <li>STEP 1 | Preheat the oven to 170°C.</li><li>STEP 2 | Bake for 35 minutes.</li>
      <li>NOTE | The vegetables can be swapped for corn.</li></ol></body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual([
      'Preheat the oven to 170°C.',
      'Bake for 35 minutes.',
    ]);
  });

  it('keeps the JSON-LD list when the visible list is a different one', () => {
    const html = `<html><head>${ldScript({
      name: 'Dressing',
      recipeIngredient: ['1 shallot', 'vinegar'],
    })}</head><body><h1>Dressing</h1>
      <h2>Ingredients</h2><ul><li>2 apples</li><li>3 pears</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['1 shallot', 'vinegar']);
  });

  it('prefers the visible method over JSON-LD "instructions" that are the whole article', () => {
    const steps = [
      'Wash the plums well and cut them into quarters.',
      'Cook the plums with the sugar for ten minutes.',
      'Fill the hot jam into clean jars and close them.',
    ];
    const article = `We love jam. Our grandmother made it every summer, and so do we. ${steps.join(
      ' ',
    )} More jam recipes are on the way, and you can freeze it too.`;
    const html = `<html><head>${ldScript({
      name: 'Plum jam',
      recipeIngredient: ['1 kg plums', '250 g sugar'],
      recipeInstructions: article,
    })}</head><body><h1>Plum jam</h1><h2>Method</h2>
      <ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol></body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual(steps);
  });

  it('keeps JSON-LD steps when a visible list holds only some of them', () => {
    const steps = [
      'Wash the plums well and cut them into quarters.',
      'Cook the plums with the sugar for ten minutes.',
      'Fill the hot jam into clean jars and close them.',
    ];
    const html = `<html><head>${ldScript({
      name: 'Plum jam',
      recipeIngredient: ['1 kg plums'],
      recipeInstructions: steps,
    })}</head><body><h1>Plum jam</h1><h2>Method</h2>
      <ol>${steps
        .slice(1)
        .map((s) => `<li>${s}</li>`)
        .join('')}</ol></body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual(steps);
  });

  it('takes the visible method when the JSON-LD steps are the whole article in paragraphs', () => {
    const steps = [
      'Wash the plums well, stone them and cut them into quarters.',
      'Cook the plums with the sugar and lemon juice for ten minutes.',
      'Fill the hot jam into clean jars, close them and turn them over.',
    ];
    const article = [
      'Every autumn our kitchen fills with jars, and this is the one we make the most.',
      'Which plums to use',
      'Any ripe plum works here, though the dark ones give the deepest colour to the jars.',
      'The recipe',
      ...steps,
      'Try it on warm scones, in a yoghurt bowl or next to a sharp cheese board.',
    ];
    const html = `<html><head>${ldScript({
      name: 'Plum jam',
      recipeIngredient: ['1 kg plums'],
      recipeInstructions: article,
    })}</head><body><h1>Plum jam</h1><h2>Method</h2>
      <ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol></body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual(steps);
  });

  it('splits a lone JSON-LD ingredient string that holds the whole list', () => {
    const html = `<html><head>${ldScript({
      name: 'Tea',
      recipeIngredient: ['1 tea bag<br>250 ml water<br/>1 tsp honey'],
    })}</head><body></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['1 tea bag', '250 ml water', '1 tsp honey']);
  });

  it('takes the visible list when the JSON-LD lists only one part of the recipe', () => {
    const html = `<html><head>${ldScript({
      name: 'Noodle salad',
      recipeIngredient: ['2 tbsp lime juice', '1 tbsp fish sauce', '1 tsp sugar'],
    })}</head><body><h1>Noodle salad</h1>
      <h2>Ingredients</h2>
      <ul><li>200 g rice noodles</li><li>1 cucumber</li><li>2 carrots</li>
      <li>1 tsp sugar</li><li>2 tbsp lime juice</li><li>1 tbsp fish sauce</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '200 g rice noodles',
      '1 cucumber',
      '2 carrots',
      '1 tsp sugar',
      '2 tbsp lime juice',
      '1 tbsp fish sauce',
    ]);
  });

  it("drops the list's own heading word from a lone ingredient string", () => {
    const html = `<html><head>${ldScript({
      name: 'Tea',
      recipeIngredient: ['Ingredients:<br>1 tea bag<br>250 ml water'],
    })}</head><body></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['1 tea bag', '250 ml water']);
  });

  it('takes the version the page shows when the JSON-LD holds a small and a large batch', () => {
    const html = `<html><head>${ldScript({
      name: 'Sorbet',
      recipeIngredient: ['1 cup mango', '2 tbsp sugar', '2 cups mango', '4 tbsp sugar'],
      recipeInstructions: [
        'Blend the mango with the sugar.',
        'Freeze the mixture in the small tub.',
        'Blend the mango with the sugar until smooth.',
        'Freeze the mixture in the large tub.',
      ],
    })}</head><body><h1>Sorbet</h1>
      <h2>Ingredients</h2><ul><li>1 cup mango</li><li>2 tbsp sugar</li></ul>
      <h2>Method</h2><ol><li>Blend the mango with the sugar.</li>
      <li>Freeze the mixture in the small tub.</li></ol></body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.ingredients).toEqual(['1 cup mango', '2 tbsp sugar']);
    expect(flattenSteps(recipe?.instructionSections ?? [])).toEqual([
      'Blend the mango with the sugar.',
      'Freeze the mixture in the small tub.',
    ]);
  });

  it("drops JSON-LD lines that are the visible list's part headings", () => {
    const html = `<html><head>${ldScript({
      name: 'Tacos',
      recipeIngredient: ['Filling', '500 g beans', '1 onion', 'Salsa', '3 tomatoes', 'salt'],
    })}</head><body><h1>Tacos</h1>
      <h2>Ingredients</h2>
      <h3>Filling</h3><ul><li>500 g beans</li><li>1 onion</li></ul>
      <h3>Salsa</h3><ul><li>3 tomatoes</li><li>salt</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '500 g beans',
      '1 onion',
      '3 tomatoes',
      'salt',
    ]);
  });
});
