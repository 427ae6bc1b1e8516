// Page shapes drawn from sites outside the corpus (the first page of each site recipe-scrapers
// tests and the corpus leaves out, tuned on since 2026-11-26); on made-up pages.
import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';
import { ldScript } from '../support/recipe-page.ts';

describe('structured data that mangles the list, next to the page', () => {
  it('takes the page lines where the JSON-LD ran them together and lost the number at each cut', () => {
    const html = `<html><head>${ldScript({
      name: 'Curry',
      recipeIngredient: ['2 Tbsp oil\n2 cloves garlic', '5 tsp ginger\n1 onion', '5 c lentils'],
    })}</head><body><h1>Curry</h1><h2>Ingredients</h2>
      <ul><li>2 Tbsp oil</li><li>2 cloves garlic</li><li>1.5 tsp ginger</li><li>1 onion</li>
      <li>1.5 c lentils</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '2 Tbsp oil',
      '2 cloves garlic',
      '1.5 tsp ginger',
      '1 onion',
      '1.5 c lentils',
    ]);
  });

  it('takes the page lines written amount first where the JSON-LD puts the name first', () => {
    const html = `<html><head>${ldScript({
      name: 'Palacinky',
      recipeIngredient: ['mlieko, 500 ml', 'múka hladká, 10 PL', 'soľ, štipka'],
    })}</head><body><h1>Palacinky</h1><h2>Ingrediencie</h2>
      <ul><li>500 ml mlieko</li><li>10 PL múka hladká</li><li>štipka soľ</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '500 ml mlieko',
      '10 PL múka hladká',
      'štipka soľ',
    ]);
  });

  it('takes those page lines with an aside in brackets more, and a unit run into the number', () => {
    const html = `<html><head>${ldScript({
      name: 'Ravioli',
      recipeIngredient: ['verse ravioli 500gr', 'citroen 1', 'Peper en zout'],
    })}</head><body><h1>Ravioli</h1><h2>Ingrediënten</h2>
      <ul><li>500 gr verse ravioli (bijvoorbeeld met ricotta)</li><li>1 citroen (biologisch)</li>
      <li>Peper en zout</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '500 gr verse ravioli (bijvoorbeeld met ricotta)',
      '1 citroen (biologisch)',
      'Peper en zout',
    ]);
  });

  it('keeps JSON-LD lines that hold other words than the page', () => {
    const html = `<html><head>${ldScript({
      name: 'Soup',
      recipeIngredient: ['leeks, 2', 'stock, 1 litre'],
    })}</head><body><h1>Soup</h1><h2>Ingredients</h2>
      <ul><li>2 large leeks</li><li>1 litre chicken stock</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['leeks, 2', 'stock, 1 litre']);
  });
});

describe('visible lists of other shapes', () => {
  it('reads a definition list, one term per ingredient', () => {
    const html = `<html><head><title>Brittle</title></head><body><h1>Brittle</h1>
      <dl class="ingredients"><h3>brittle</h3>
      <dt><a href="s.html"><b>brown sugar</b></a><u>45 g</u></dt>
      <dt><a href="v.html"><b>vanilla extract</b></a><u>1.25 ml</u></dt>
      <dt><a href="b.html"><b>black sesame seeds</b></a><u>35 g</u></dt></dl>
      <ul class="instructions"><li>Line a tray.</li><li>Melt the sugar.</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '45 g brown sugar',
      '1.25 ml vanilla extract',
      '35 g black sesame seeds',
    ]);
  });

  it('reads a list item holding a list of its own as that list, its label a group name', () => {
    const html = `<html><head><title>Chili</title></head><body><h1>Chili</h1><h2>Ingredients</h2>
      <ul><li>1 tbsp oil</li><li>1 lb beef</li>
      <li><strong>Seasonings</strong><ul><li>1 tbsp chili powder</li><li>2 tsp cumin</li></ul></li>
      <li>2 cups stock</li></ul><h2>Steps</h2><ol><li>Brown the beef.</li><li>Simmer.</li></ol>
      </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '1 tbsp oil',
      '1 lb beef',
      '1 tbsp chili powder',
      '2 tsp cumin',
      '2 cups stock',
    ]);
  });

  it('reads a paragraph of lines each typed with a bullet, on a page naming no list', () => {
    const html = `<html><head><title>Piccata</title></head><body><h1>Piccata</h1>
      <p><strong>2 Portionen</strong></p>
      <p class="rp"><em>• 15 g Parmesan<br />• 1/2 Zitrone<br />• 1 Ei<br />• Salz, Pfeffer</em></p>
      <p>Den Parmesan reiben und mit dem Ei verquirlen.</p></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '15 g Parmesan',
      '1/2 Zitrone',
      '1 Ei',
      'Salz, Pfeffer',
    ]);
  });

  it('drops a dash that only sets the amount off from the name', () => {
    const html = `<html><head><title>Chickpeas</title></head><body><h1>Chickpeas</h1>
      <ul><li><strong>300g</strong> - <a href="/i/chickpeas">dried chickpeas, soaked</a></li>
      <li><strong>3 tbsp</strong> - <a href="/i/oil">olive oil</a></li>
      <li><strong>8</strong> - <a href="/i/garlic">garlic cloves, crushed</a></li>
      <li>2 - 3 ripe tomatoes</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '300g dried chickpeas, soaked',
      '3 tbsp olive oil',
      '8 garlic cloves, crushed',
      '2 - 3 ripe tomatoes',
    ]);
  });

  it('reads a field whose class says only its label is hidden', () => {
    const html = `<html><head><title>Kalafior</title></head><body><h1>Pieczony kalafior</h1>
      <div class="group-skladniki"><h3><span>Składniki</span></h3>
      <div class="field field-label-hidden">2 - 4 porcje</div>
      <div class="field field--label-hidden"><ul><li>1 kalafior</li><li>4 łyżki oliwy</li>
      <li>sól morska</li></ul></div></div>
      <h3>Przygotowanie</h3><ul><li>Podzielić kalafior na różyczki.</li><li>Piec 30 minut.</li>
      </ul><div class="visually-hidden"><ul><li>1 hidden line</li></ul></div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['1 kalafior', '4 łyżki oliwy', 'sól morska']);
  });
});

describe("the recipe's name", () => {
  const page = (name: string, heading: string): string =>
    `<html><head>${ldScript({ name, recipeIngredient: ['1 beet', '2 potatoes'] })}</head>
      <body><h1>${heading}</h1></body></html>`;

  it("drops a site's name and address that the structured data copied from the title", () => {
    const html = page('Tepsis krumpli Recept képpel - Mindmegette.hu - Receptek', 'Tepsis krumpli');
    expect(extractRecipe(html)?.name).toBe('Tepsis krumpli');
  });

  it('keeps a name that goes on after a dash, and a title with no address', () => {
    expect(extractRecipe(page('Grove pannekaker - Perfekt middag', 'Grove pannekaker'))?.name).toBe(
      'Grove pannekaker - Perfekt middag',
    );
    expect(extractRecipe(page('Parmesan Chicken | Recipes', 'Parmesan Chicken'))?.name).toBe(
      'Parmesan Chicken | Recipes',
    );
  });
});
