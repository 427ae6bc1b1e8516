// Page shapes drawn from sites recipe-scrapers has removed from its tests (the tuning half of
// their pages, tuned on since 2026-11-26); on made-up pages.
import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';

describe('a list in two unit systems, one behind a tab', () => {
  const tabs = (metricStyle: string, imperialStyle: string): string => `<html><body>
    <h1>Flatbread</h1>
    <div class="recipe-ingredients">
      <button>Metric</button><button>Imperial</button>
      <div class="recipe-ingredients__units" ${metricStyle}>
        <ul><li>250 g flour</li><li>150 ml water</li><li>5 g salt</li></ul>
      </div>
      <div class="recipe-ingredients__units" ${imperialStyle}>
        <ul><li>2 cups flour</li><li>2/3 cup water</li><li>1 tsp salt</li></ul>
      </div>
    </div>
    <div class="recipe-method"><ol><li>Mix everything into a soft dough and rest it.</li>
    <li>Roll thin and cook in a dry pan until blistered.</li></ol></div></body></html>`;

  it('reads the shown copy only', () => {
    const html = tabs('style="display: none;"', '');
    expect(extractRecipe(html)?.ingredients).toEqual([
      '2 cups flour',
      '2/3 cup water',
      '1 tsp salt',
    ]);
  });

  it('still reads a hidden copy when the page shows none (a print view scripts fill tabs from)', () => {
    const html = `<html><body><h1>Flatbread</h1><div style="display:none">
      <div class="recipe-ingredients"><ul><li>250 g flour</li><li>150 ml water</li></ul></div>
      </div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['250 g flour', '150 ml water']);
  });
});

describe('parts of the ingredient list classed as single entries', () => {
  it('reads the lines of a "row" that holds a list of its own, named or not', () => {
    const html = `<html><body><h1>Pizza</h1>
      <div class="card-ingredients__item"><ul><li><b>10 oz</b> dough</li>
        <li><b>1/4 cup</b> tomato sauce</li></ul></div>
      <div class="card-ingredients__item"><h4>Toppings</h4><ul><li>Basil</li><li>Olives</li></ul></div>
      </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '10 oz dough',
      '1/4 cup tomato sauce',
      'Basil',
      'Olives',
    ]);
  });
});

describe('headings of an article before its recipe card', () => {
  it('passes over an ingredient heading that asks a question, for the list under a later one', () => {
    const html = `<html><body><h1>Lemon mousse</h1>
      <h3>What ingredients do you need?</h3><p>Only 4!</p>
      <h3>Method at a glance</h3><p>Whip, fold and chill.</p>
      <h2>Ingredients</h2><ul><li>3 lemons</li><li>200 ml cream</li><li>80 g sugar</li>
      <li>2 egg whites</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '3 lemons',
      '200 ml cream',
      '80 g sugar',
      '2 egg whites',
    ]);
  });
});

describe('a page builder that wraps every block twice', () => {
  it('ends the list at the next heading, however deeply its wrappers nest it', () => {
    const widget = (inner: string): string =>
      `<div class="widget"><div class="box">${inner}</div></div>`;
    const html = `<html><body><h1>Lemon mousse</h1><section>
      ${widget('<h2>Ingredients:</h2>')}
      ${widget('<ul><li>3 lemons</li><li>200 ml cream</li></ul>')}
      ${widget('<h2>Tools:</h2>')}
      ${widget('<ul><li>bowl</li><li>whisk</li></ul>')}
      ${widget('<h2>Method:</h2>')}
      ${widget('<ol><li>Whip the cream to soft peaks.</li><li>Fold in the lemon and chill.</li></ol>')}
      </section></body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.ingredients).toEqual(['3 lemons', '200 ml cream']);
    expect(recipe?.instructionSections.flatMap((s) => s.steps)).toEqual([
      'Whip the cream to soft peaks.',
      'Fold in the lemon and chill.',
    ]);
  });
});

describe('class names that only sound like a method', () => {
  it('reads neither a menu nor the whole page as the method, whatever their classes say', () => {
    const html = `<html><body class="theme-rollover-direction-fade">
      <nav class="menu-wrapper direction-row expand-method-hover"><ul><li><a href="/a">About me</a></li>
      <li><a href="/r">All recipes</a></li><li><a href="/b">Books</a></li></ul></nav>
      <h1>Pancakes</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>350 ml milk</li><li>2 eggs</li></ul>
      <ol><li>Whisk the flour, milk and eggs into a smooth batter.</li>
      <li>Fry thin pancakes in a hot buttered pan, turning once.</li></ol></body></html>`;
    expect(extractRecipe(html)?.instructionSections.flatMap((s) => s.steps)).toEqual([
      'Whisk the flour, milk and eggs into a smooth batter.',
      'Fry thin pancakes in a hot buttered pan, turning once.',
    ]);
  });
});

describe('steps under "Step 1" headings that a page builder wraps', () => {
  it("reads each step from the blocks after its heading's wrapper, leaving out CSS and footnotes", () => {
    const step = (n: number, title: string, text: string): string =>
      `<style>.title-${n}{margin:0}</style><div class="title"><h2>Step ${n}</h2></div>
      <div class="text"><h4>${title}</h4><p>${text}</p></div>`;
    const html = `<html><body><h1>Pancakes</h1><h2>Ingredients</h2>
      <ul><li>200 g flour</li><li>350 ml milk</li><li>2 eggs</li></ul><div class="columns">
      ${step(1, 'Make the batter', 'Whisk the flour, milk and eggs until smooth.')}
      ${step(2, 'Fry', 'Fry thin pancakes in a hot buttered pan*.')}
      <div class="text"><p>*Affiliate links: I earn a small commission.</p></div>
      <div class="title"><h2>My pans</h2></div></div></body></html>`;
    expect(extractRecipe(html)?.instructionSections.flatMap((s) => s.steps)).toEqual([
      'Make the batter Whisk the flour, milk and eggs until smooth.',
      'Fry Fry thin pancakes in a hot buttered pan*.',
    ]);
  });
});

describe("a bread recipe's table of ingredients", () => {
  it("leaves the baker's percentage column out of each line", () => {
    const html = `<html><body><h1>Country loaf</h1><div class="bread-ingredients"><table>
      <tr><td>500 g</td><td>Bread flour</td><td>100 %</td></tr>
      <tr><td>360 g</td><td>Water</td><td>72 %</td></tr>
      <tr><td>11 g</td><td>Salt</td><td>2,2 %</td></tr></table></div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '500 g Bread flour',
      '360 g Water',
      '11 g Salt',
    ]);
  });
});

describe('a recipe an article prints as its own paragraphs, one ingredient to each', () => {
  const block = (inner: string): string => `<div class="body-text">${inner}</div>`;
  const advert = `<div class="slot"><div><p>Advertisement</p><p>Story continues below this ad</p></div></div>`;
  const article = (lines: string): string => `<html><body>
    <h1>Why a warm salad is what winter needs</h1><article>
    ${block('<p>Every January I want something green that still feels like dinner.</p>')}
    ${block('<h2>Warm Lentil Salad</h2>')}${block('<p><em>Serves 4</em></p>')}
    ${block('<p>Earthy lentils, sharp mustard and a soft egg on top.</p>')}
    ${lines}
    ${block('<p><strong>Cook the lentils:</strong> Simmer the lentils in salted water for 20 minutes, then drain.</p>')}
    ${advert}
    ${block('<p>Whisk the oil, mustard and vinegar, toss with the warm lentils and season well.</p>')}
    </article><footer><p>More from the food desk</p></footer></body></html>`;

  it('reads the short lines as ingredients, passing over part names and slotted-in boxes, and the sentences after them as the method', () => {
    const html = article(
      [
        block('<p><strong>Lentils</strong></p>'),
        block('<p>1 cup green lentils</p>'),
        block('<p>1 bay leaf</p>'),
        advert,
        block('<p><strong>Dressing</strong></p>'),
        block('<p>3 tablespoons olive oil</p>'),
        block('<p>1 tablespoon Dijon mustard</p>'),
        block('<p>Salt and pepper</p>'),
      ].join(''),
    );
    const recipe = extractRecipe(html);
    expect(recipe?.ingredients).toEqual([
      '1 cup green lentils',
      '1 bay leaf',
      '3 tablespoons olive oil',
      '1 tablespoon Dijon mustard',
      'Salt and pepper',
    ]);
    expect(recipe?.instructionSections.flatMap((s) => s.steps)).toEqual([
      'Cook the lentils: Simmer the lentils in salted water for 20 minutes, then drain.',
      'Whisk the oil, mustard and vinegar, toss with the warm lentils and season well.',
    ]);
  });

  it('takes no run of paragraphs with too few amounts for an ingredient list', () => {
    const html = article(
      ['2 of us', 'Friends', 'Neighbours', 'Family'].map((t) => block(`<p>${t}</p>`)).join(''),
    );
    expect(extractRecipe(html)?.ingredients ?? []).toEqual([]);
  });

  it('names the recipe by the line above its yield, not by the headline', () => {
    const html = article(
      ['1 cup green lentils', '1 bay leaf', '3 tablespoons olive oil', 'Salt and pepper']
        .map((t) => block(`<p>${t}</p>`))
        .join(''),
    );
    expect(extractRecipe(html)?.name).toBe('Warm Lentil Salad');
  });
});

describe('ingredients typed as bulleted lines of one paragraph', () => {
  it('needs only a third of the lines measured', () => {
    const html = `<html><body><h1>Steak sandwich</h1><h3>Recipe</h3>
      <p>▪200g sirloin per sandwich<br>▪Thinly sliced onions<br>▪Mustard<br>▪1 ciabatta roll<br>
      ▪Rocket<br>▪Butter</p></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '200g sirloin per sandwich',
      'Thinly sliced onions',
      'Mustard',
      '1 ciabatta roll',
      'Rocket',
      'Butter',
    ]);
  });

  it('still wants some lines measured', () => {
    const html = `<html><body><h1>Tips</h1>
      <p>• Use a heavy pan<br>• Rest the meat<br>• Slice against the grain<br>• 1 tip more</p>
      </body></html>`;
    expect(extractRecipe(html)?.ingredients ?? []).toEqual([]);
  });
});

describe('a method written as paragraphs after bulleted ingredient lines', () => {
  it('reads the paragraphs after the bulleted paragraph, leaving out a footnote to a starred line', () => {
    const html = `<html><body><h1>Steak sandwich</h1><h3>Recipe</h3><div class="text">
      <p>▪200g sirloin per sandwich<br>▪Thinly sliced onions<br>▪1 ciabatta roll**<br>▪Butter</p>
      <p>**Any crusty roll will do if you cannot find ciabatta at the bakery.</p>
      <p>Sear the steak hard in a smoking pan, then rest it for five minutes.</p>
      <p>Butter the roll, pile on the sliced steak and the onions, and close it.</p></div>
      </body></html>`;
    expect(extractRecipe(html)?.instructionSections.flatMap((s) => s.steps)).toEqual([
      'Sear the steak hard in a smoking pan, then rest it for five minutes.',
      'Butter the roll, pile on the sliced steak and the onions, and close it.',
    ]);
  });
});

describe('a document title that announces the recipe', () => {
  it('names the recipe where the h1 is the headline of the article around it', () => {
    const html = `<html><head><title>Recipe: Lemon tart | The Daily Bugle</title></head><body>
      <h1>A sharp little tart to brighten the darkest week of winter</h1>
      <h2>Ingredients</h2><ul><li>3 lemons</li><li>150 g sugar</li><li>3 eggs</li></ul>
      </body></html>`;
    expect(extractRecipe(html)?.name).toBe('Lemon tart');
  });
});
