import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';
import { flattenSteps } from '../../src/page/types.ts';

describe('HTML fallback', () => {
  it('reads lists under Ingredients / Method headings', () => {
    const html = `<html><head>
      <meta property="og:title" content="Flatbread | My Blog">
      <link rel="canonical" href="https://blog.example/flatbread">
      </head><body>
      <h1>Flatbread</h1>
      <p>A story about bread that nobody reads.</p>
      <h2>Ingredients</h2>
      <ul><li>250 g flour</li><li>150 ml water</li><li class="u-visuallyhidden">9 oz flour</li></ul>
      <h2>Method</h2>
      <ol><li>Knead the dough.</li><li>Cook in a dry pan.</li></ol>
      <h2>Comments</h2>
      <ul><li>Lovely!</li></ul>
    </body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.source).toBe('html');
    expect(recipe?.name).toBe('Flatbread');
    expect(recipe?.ingredients).toEqual(['250 g flour', '150 ml water']);
    expect(flattenSteps(recipe?.instructionSections ?? [])).toEqual([
      'Knead the dough.',
      'Cook in a dry pan.',
    ]);
    expect(recipe?.url).toBe('https://blog.example/flatbread');
  });

  it('understands bold-paragraph headings with sub-sections and other languages', () => {
    const html = `<html><body><h1>Kartoffelsalat</h1>
      <p><strong>Zutaten</strong></p>
      <p><strong>Salat:</strong></p>
      <ul><li>1 kg Kartoffeln</li></ul>
      <p><strong>Dressing:</strong></p>
      <ul><li>3 EL Essig</li></ul>
      <p><strong>Zubereitung</strong></p>
      <ol><li>Kartoffeln kochen.</li><li>Mit dem Dressing mischen.</li></ol>
    </body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.ingredients).toEqual(['1 kg Kartoffeln', '3 EL Essig']);
    expect(flattenSteps(recipe?.instructionSections ?? [])).toEqual([
      'Kartoffeln kochen.',
      'Mit dem Dressing mischen.',
    ]);
  });

  it('uses repeated ingredient rows marked by class names', () => {
    const html = `<html><body><h1>Porridge</h1>
      <div class="recipe__ingredient"><span>50 g</span> <span>oats</span></div>
      <div class="recipe__ingredient"><span>200 ml</span> <span>milk</span></div>
      <div class="recipe-steps"><p>Simmer the oats in the milk for five minutes.</p><p>Serve with fruit and honey.</p></div>
    </body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.ingredients).toEqual(['50 g oats', '200 ml milk']);
    expect(flattenSteps(recipe?.instructionSections ?? [])).toHaveLength(2);
  });

  it('reads a method written as paragraphs after the ingredient list, under the dish name', () => {
    const html = `<html><body><article><h1>Summer carpaccio</h1>
      <p>A short story about summer vegetables that is not part of the method at all.</p>
      <h3>Ingredients</h3>
      <div class="list"><ol><li>1 kohlrabi</li><li>1 fennel bulb</li><li>2 tbsp olive oil</li></ol></div>
      <h2>Summer carpaccio</h2>
      <p>Peel the kohlrabi and wash the fennel, then slice both very thinly.</p>
      <p>Whisk the oil with lemon and honey and pour it over the slices before serving.</p>
      <aside>Newsletter</aside>
    </article></body></html>`;
    const recipe = extractRecipe(html);
    expect(flattenSteps(recipe?.instructionSections ?? [])).toEqual([
      'Peel the kohlrabi and wash the fennel, then slice both very thinly.',
      'Whisk the oil with lemon and honey and pour it over the slices before serving.',
    ]);
  });

  it('ends the ingredients under a paragraph label where the method starts as sentences', () => {
    const html = `<html><body><article><h1>Grilled pork</h1>
      <p>Ingredients</p>
      <ul><li>1 kg pork shoulder</li><li>1 cup of apple juice</li><li>2 tbsp of honey</li></ul>
      <p>Optional</p>
      <ul><li>A green salad</li><li>2 tbsp mustard</li></ul>
      <p>Light the grill and let it reach a steady medium heat.</p>
      <p>Season the pork on every side and leave it for ten minutes.</p>
      <div><img src="pork.jpg" alt=""></div>
      <p>Grill the pork slowly, turning it, until it is cooked through.</p>
    </article></body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.ingredients).toEqual([
      '1 kg pork shoulder',
      '1 cup of apple juice',
      '2 tbsp of honey',
      'A green salad',
      '2 tbsp mustard',
    ]);
    expect(flattenSteps(recipe?.instructionSections ?? [])).toEqual([
      'Light the grill and let it reach a steady medium heat.',
      'Season the pork on every side and leave it for ten minutes.',
      'Grill the pork slowly, turning it, until it is cooked through.',
    ]);
  });

  it("keeps a section's lone step when its class is the other steps' class", () => {
    const html = `<html><body><h1>Brownies</h1>
      <ul><li class="ingredient">1 cup flour</li><li class="ingredient">4 eggs</li></ul>
      <ul class="steps__sections">
        <li><h3>Brownies</h3><ul>
          <li class="steps__step"><div>Step 1</div><p>Preheat the oven to 180 C.</p></li>
          <li class="steps__step"><div>Step 2</div><p>Mix, pour into the pan and bake.</p></li>
        </ul></li>
        <li><h3>Icing</h3><ul>
          <li class="steps__step"><div>Step 1</div><p>Melt the butter and stir in the cocoa.</p></li>
        </ul></li>
      </ul></body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual([
      'Preheat the oven to 180 C.',
      'Mix, pour into the pan and bake.',
      'Melt the butter and stir in the cocoa.',
    ]);
  });

  it('reads a method whose steps are numbered headings, not the tips list before it', () => {
    const html = `<html><body><h1>Bean stew</h1>
      <h2>Ingredients</h2><ul><li>400 g beans</li><li>1 onion</li></ul>
      <h2>Pro tips</h2>
      <ol><li><strong>Soak the beans:</strong> overnight in plenty of cold water is best.</li>
      <li><strong>Salt late:</strong> add salt once the beans are soft, not before.</li></ol>
      <h2>How to make our bean stew</h2>
      <h3>Step 1: Prepare</h3><p>Chop the onion and drain the soaked beans.</p>
      <figure><img src="onion.jpg" alt=""></figure>
      <h3>Step 2: Simmer</h3><p>Simmer everything gently for about an hour.</p>
      <h2>More recipes</h2><p>Our best soups.</p></body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual([
      'Chop the onion and drain the soaked beans.',
      'Simmer everything gently for about an hour.',
    ]);
  });

  it('reads a method in parts under its label paragraph, not just the longest ordered list', () => {
    const html = `<html><body><h1>Rice and flatbread</h1>
      <div><p>INGREDIENTS:</p></div><div><ul><li>2 cups flour</li><li>1 cup rice</li></ul></div>
      <div><p><span style="text-decoration:underline">INSTRUCTIONS:</span></p></div>
      <div><p><span style="font-weight:700">Flatbread method:</span></p></div>
      <div><ol><li>Stir the flour, yoghurt and a pinch of salt into a soft dough.</li><li>Cut the dough into four and press each piece out flat.</li>
      <li>Bake the flat pieces in a very hot pan, one side after the other.</li></ol></div>
      <div><p><span style="font-weight:700">Rice method:</span></p></div>
      <div><ol><li>Rinse the rice in a sieve until the water runs almost clear.</li><li>Simmer the rice covered with one and a half times its water.</li></ol></div>
      </body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual([
      'Stir the flour, yoghurt and a pinch of salt into a soft dough.',
      'Cut the dough into four and press each piece out flat.',
      'Bake the flat pieces in a very hot pan, one side after the other.',
      'Rinse the rice in a sieve until the water runs almost clear.',
      'Simmer the rice covered with one and a half times its water.',
    ]);
  });

  it('reads the unnamed part among sibling parts named for the steps', () => {
    const html = `<html><body><h1>Stew</h1>
      <div class="ingredients"><ul><li>1 kg beef</li><li>2 onions</li></ul></div>
      <div id="cooking">
        <div class="card"><p>Part 1</p><ul><li>Brown the beef.</li><li>Add the onions.</li></ul></div>
        <div class="step-body"><p>Part 2</p><ul><li>Add the stock.</li><li>Simmer two hours.</li></ul></div>
        <div class="step-body"><p>Part 3</p><ul><li>Season.</li><li>Serve hot.</li></ul></div>
      </div>
    </body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual([
      'Brown the beef.',
      'Add the onions.',
      'Add the stock.',
      'Simmer two hours.',
      'Season.',
      'Serve hot.',
    ]);
  });

  it('does not take notes beside a named method list for steps', () => {
    const html = `<html><body><h1>Stew</h1>
      <div class="recipe-method">
        <ol class="method-steps"><li>Brown the beef in a heavy pot.</li><li>Simmer it for two hours.</li></ol>
        <div class="notes"><ul><li>Keeps for three days in the fridge.</li><li>Freezes well.</li></ul></div>
      </div>
    </body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual([
      'Brown the beef in a heavy pot.',
      'Simmer it for two hours.',
    ]);
  });

  it('takes measured bullet lists under aisle headings when nothing names the ingredients', () => {
    const html = `<html><body class="sidebar-hidden"><h1>Omelette</h1>
      <ul><li><a href="/a">10 best soups</a></li><li><a href="/b">5 easy dinners</a></li></ul>
      <div><h3>Fridge</h3><ul><li>3 eggs</li><li>20 g butter</li></ul></div>
      <div><h3>Pantry</h3><ul><li>1 pinch salt</li></ul></div>
      <p>Whisk the eggs and cook them gently in the butter until just set.</p>
      <ul><li>5 tips for fluffy eggs</li><li>10 breakfast ideas</li></ul>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['3 eggs', '20 g butter', '1 pinch salt']);
  });

  it('does not read a block named for both ingredients and method as the method', () => {
    const html = `<html><body><h1>Toast</h1>
      <div class="ingredients-method"><ul><li>2 slices bread</li><li>1 tbsp butter</li></ul></div>
      <ul class="method-list"><li>Toast the bread until golden.</li><li>Spread with the butter.</li></ul>
    </body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual([
      'Toast the bread until golden.',
      'Spread with the butter.',
    ]);
  });

  it('reads the method paragraphs in a section of their own, under its own heading', () => {
    const html = `<html><body><main>
      <div class="page"><div><div><div class="box"><h2>Ingredients</h2>
        <ul><li>2 large free-range eggs</li><li>100 g plain wheat flour</li><li>200 ml whole milk</li></ul></div></div></div></div>
      <section><div class="wrap"><svg><path d="M0 0"></path></svg><h2>The recipe</h2>
        <div><section class="prose"><p>Whisk the eggs with the flour, then the milk, until smooth. Rest the batter for half an hour, then fry thin pancakes in a hot buttered pan.</p></section></div>
      </div></section>
    </main></body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual([
      'Whisk the eggs with the flour, then the milk, until smooth. Rest the batter for half an hour, then fry thin pancakes in a hot buttered pan.',
    ]);
  });

  it('leaves out a list item that only labels the group after it with a colon', () => {
    const html = `<html><head><title>Stir-fried Greens</title></head><body>
      <h1>Stir-fried Greens</h1>
      <h2>Ingredients</h2>
      <ul>
        <li>300 g greens</li>
        <li>2 cloves garlic</li>
        <li>Sauce:&#8291;</li>
        <li>1 tbsp oyster sauce</li>
        <li>Salt</li>
      </ul>
      <h2>Method</h2>
      <ol>
        <li>Fry the garlic in a hot wok until it smells sweet.</li>
        <li>Add the greens and the sauce, toss for two minutes and season.</li>
      </ol>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '300 g greens',
      '2 cloves garlic',
      '1 tbsp oyster sauce',
      'Salt',
    ]);
  });

  it('reads an unnamed table of amount and name cells, not a box of facts', () => {
    const html = `<html><head><title>Berry Shake</title></head><body>
      <h1>Berry Shake</h1>
      <table><tr><td>0:05 To Prep</td></tr><tr><td>2 Servings</td></tr></table>
      <label>Shopping list</label>
      <table><tbody>
        <tr><th colspan="2">2 glasses</th></tr>
        <tr><td>150 ml</td><td><a href="/p/1">Oat drink</a></td></tr>
        <tr><td>100 g</td><td>Frozen berries</td></tr>
        <tr><td>1 tbsp</td><td>Honey</td></tr>
      </tbody></table>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '150 ml Oat drink',
      '100 g Frozen berries',
      '1 tbsp Honey',
    ]);
  });

  it("leaves out the list's heading printed as its first item, with its servings", () => {
    const html = `<html><head><title>Tortini</title></head><body>
      <h1>Tortini</h1>
      <ul class="ingredients">
        <li>Ingredienti per 6 tortini</li>
        <li>2 uova</li>
        <li>100 g di zucchero</li>
        <li>80 g di burro</li>
      </ul>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '2 uova',
      '100 g di zucchero',
      '80 g di burro',
    ]);
  });

  it('leaves out a list item that names what the group after it is for', () => {
    const html = `<html><head><title>Lasagne</title></head><body>
      <h1>Lasagne</h1>
      <h2>Ingredienti</h2>
      <ul>
        <li>500 g di ragù</li>
        <li>PER LA BESCIAMELLA</li>
        <li>80 g di burro</li>
        <li>1 l di latte</li>
        <li>For serving: basil leaves</li>
      </ul>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '500 g di ragù',
      '80 g di burro',
      '1 l di latte',
      'For serving: basil leaves',
    ]);
  });
});
