import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';
import { dropRepeatedSections } from '../../src/page/repeated-copies.ts';
import { parseHtml, textOf } from '../../src/page/html-tree.ts';
import { flattenSteps } from '../../src/page/types.ts';

const stepsOf = (html: string): string[] =>
  flattenSteps(extractRecipe(html)?.instructionSections ?? []);

describe('visible page shapes', () => {
  it('reads headings with a footnote asterisk or an "of/de" qualifier', () => {
    const html = `<html><body><h1>Pfannkuchen</h1>
      <h3>Zutaten*</h3><ul><li>200 g Mehl</li><li>2 Eier</li></ul>
      <p>* Mengen sind Beispiele.</p>
      <h2>Elaboración de los pfannkuchen</h2>
      <p>Mezclar la harina con los huevos.</p><p>Freír en una sartén caliente.</p>
    </body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.ingredients).toEqual(['200 g Mehl', '2 Eier']);
    expect(flattenSteps(recipe?.instructionSections ?? [])).toEqual([
      'Mezclar la harina con los huevos.',
      'Freír en una sartén caliente.',
    ]);
  });

  it('takes the title from the visible h1, not a screen-reader or navigation h1', () => {
    const html = `<html><head><title>Site</title></head><body>
      <nav><h1>Menu</h1></nav><h1 class="heading__sr-only">Navigation</h1>
      <h1>Shortbread</h1>
      <h2>Ingredients</h2><ul><li>200 g flour</li><li>100 g butter</li></ul></body></html>`;
    expect(extractRecipe(html)?.name).toBe('Shortbread');
  });

  it('reads an ordered method without the credit and serving notes after it', () => {
    const html = `<html><body><h1>Pancakes</h1>
      <h2>Ingredients</h2><ul><li>1 banana</li><li>100 g flour</li></ul>
      <h3>Method</h3>
      <ol><li>Mash the banana and stir in the flour.</li><li>Fry small pancakes.</li></ol>
      <p>From a friend's cookbook</p><p><em>Serves 4</em></p><p>More pancake ideas below.</p>
    </body></html>`;
    expect(stepsOf(html)).toEqual([
      'Mash the banana and stir in the flour.',
      'Fry small pancakes.',
    ]);
  });

  it('keeps one copy of a list the page prints twice', () => {
    const rows = '<li class="ingredient">2 eggs</li><li class="ingredient">1 cup milk</li>';
    const html = `<html><body><h1>Omelette</h1>
      <div class="ingredients"><ul>${rows}</ul></div>
      <div class="ingredients print-copy"><ul>${rows}</ul></div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['2 eggs', '1 cup milk']);
  });

  it('keeps a line that legitimately appears in two sections', () => {
    const html = `<html><body><h1>Cake</h1><h2>Ingredients</h2>
      <h3>Cake</h3><ul><li>200 g flour</li><li>1 pinch salt</li></ul>
      <h3>Icing</h3><ul><li>100 g sugar</li><li>1 pinch salt</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '200 g flour',
      '1 pinch salt',
      '100 g sugar',
      '1 pinch salt',
    ]);
  });

  it('drops a whole section printed twice', () => {
    const section = { name: 'Sauce', steps: ['Stir the sauce until thick.'] };
    expect(dropRepeatedSections([section, { ...section }])).toEqual([section]);
  });

  it('reads a checklist of ingredients with no list markup or class names', () => {
    const row = (text: string): string =>
      `<div class="flex gap-2"><input type="checkbox"/><div>${text}</div></div>`;
    const html = `<html><body><h1>Rice pudding</h1>
      <div class="md:hidden"><div>${row('1 l milk')}${row('200 g rice')}${row('salt')}</div></div>
      <div class="hidden md:block"><div>${row('1 l milk')}${row('200 g rice')}</div></div>
      <form><label><input type="checkbox"/> Remember me</label></form></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['1 l milk', '200 g rice', 'salt']);
  });

  it('reads a page whose <body> carries a theme state class ending in "-hidden"', () => {
    const html = `<html><body class="theme-breadcrumbs-hidden"><h1>Salad</h1>
      <div><label><input type="checkbox"> 1 lettuce</label><label><input type="checkbox"> 2 tbsp oil</label></div>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['1 lettuce', '2 tbsp oil']);
  });

  it("does not read a dropdown's options as text (a servings picker in the list's box)", () => {
    const root = parseHtml(
      '<p>Servings: <select><option>2</option><option>4</option></select></p>',
    );
    expect(textOf(root).trim()).toBe('Servings:');
  });

  it('puts the amount first when an entry prints it in a cell after the name', () => {
    const html = `<html><body><h1>Brot</h1>
      <h2>Zutaten</h2><ul>
        <li><span class="name">Wasser</span> <span class="qty">300 ml</span></li>
        <li><a href="/salz">Salz</a> <b>1 TL (gestrichen)</b></li>
        <li>2 Eier</li>
        <li><span>Pfeffer</span> <span>frisch gemahlen</span></li>
      </ul>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '300 ml Wasser',
      '1 TL (gestrichen) Salz',
      '2 Eier',
      'Pfeffer frisch gemahlen',
    ]);
    const table = `<html><body><h1>Brot</h1><h2>Zutaten</h2>
      <table><tr><td>Mehl</td><td>500 g</td></tr><tr><td>Hefe</td><td><span>20</span> g</td></tr>
      <tr><td>Salz</td><td>1 Prise</td></tr></table></body></html>`;
    expect(extractRecipe(table)?.ingredients).toEqual(['500 g Mehl', '20 g Hefe', '1 Prise Salz']);
  });

  it('keeps Chinese, Japanese and Korean entries name first', () => {
    const html = `<html><body><h1>カレー</h1><h2>Ingredients</h2><ul>
      <li><span>玉ねぎ</span> <span>2個</span></li><li><span>鶏もも肉</span> <span>300g</span></li>
    </ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['玉ねぎ 2個', '鶏もも肉 300g']);
  });

  it("reads a table row of one bold cell as the name of the rows' group, not a line", () => {
    const html = `<html><body><h1>Cheesecake</h1><h2>Ingredients</h2><table>
      <tr><td class="name bold-font">Base</td><td></td></tr>
      <tr><td>250 g</td><td>biscuits</td></tr><tr><td>80 g</td><td>butter</td></tr>
      <tr><td><strong>Filling</strong></td><td></td></tr>
      <tr><td>400 g</td><td>cream cheese</td></tr><tr><td>Salt</td><td></td></tr>
    </table></body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.ingredients).toEqual([
      '250 g biscuits',
      '80 g butter',
      '400 g cream cheese',
      'Salt',
    ]);
  });

  it('reads a list item classed as a heading as the name of the group after it', () => {
    const html = `<html><body><h1>Wings</h1><div class="recipe-list">
      <h5>Ingredients</h5><ul>
        <li class="recipe__list-subheading">Dry brine</li><li>2 pounds chicken wings</li>
        <li>1 tablespoon salt</li>
        <li class="group-title">Glaze</li><li>1/2 cup pomegranate molasses</li>
      </ul></div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '2 pounds chicken wings',
      '1 tablespoon salt',
      '1/2 cup pomegranate molasses',
    ]);
  });

  it('reads an ingredient list set as a grid of cards, amount first', () => {
    const card = (name: string, amount: string): string =>
      `<div><div class="row"><div class="thumb"><img src="x.png"></div>
        <div><div class="name">${name}</div><div class="qty">${amount}</div></div></div></div>`;
    const html = `<html><body><h1>Suppe</h1><h2>Zutaten</h2>
      <div><div class="grid">${card('Kritharaki', '275 g')}${card('Erbsen', '400 g')}</div>
      <p>Aus der eigenen Küche</p>
      <div class="grid">${card('Olivenöl', '4 EL')}${card('Salz', '')}</div></div>
      <h2>Zubereitung</h2><ol><li>Die Nudeln kochen und abgießen.</li></ol></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '275 g Kritharaki',
      '400 g Erbsen',
      '4 EL Olivenöl',
      'Salz',
    ]);
  });

  it('pairs amounts and names printed as alternating siblings', () => {
    const pair = (amount: string, name: string): string =>
      `<p class="Amount">${amount}</p><div class="Description">${name}</div>`;
    const html = `<html><body><h1>Fillo</h1><div><h2>Ingredienti</h2><div class="List">
      ${pair('250', 'g frutta secca')}${pair('6', 'fogli di pasta fillo')}${pair('', 'miele')}
      </div></div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '250 g frutta secca',
      '6 fogli di pasta fillo',
      'miele',
    ]);
  });

  it('does not read the yield printed at the head of the list as an ingredient', () => {
    const html = `<html><body><h1>Salat</h1><h2>Zutaten</h2><ul>
      <li>Für 2 Personen</li><li>1 Kohlrabi</li><li>2 EL Olivenöl</li></ul>
      <h2>Ingredients</h2><ul><li>Serves 4</li><li>4 servings</li><li>2 eggs</li></ul>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['1 Kohlrabi', '2 EL Olivenöl', '2 eggs']);
  });

  it('breaks paragraph entries at <br> and blocks, not at line breaks of the markup', () => {
    const html = `<html><body><h1>Soup</h1><h2>Ingredients</h2>
      <p>2 carrots,
         peeled<br>1 piece ginger</p><p>1 onion</p><p>2 cups
      stock</p></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '2 carrots, peeled',
      '1 piece ginger',
      '1 onion',
      '2 cups stock',
    ]);
  });

  it('reads list items whose text is a paragraph as the items, not the paragraphs around them', () => {
    const item = (name: string, amount: string): string =>
      `<li><span><img src="x.png"></span><p>${name}
        <span>${amount}</span></p></li>`;
    const html = `<html><body><h1>Salad</h1><h4>Ingredients</h4>
      <div><div><p>Produce</p></div><ul>${item('Carrots', '2')}${item('Ginger', '1 piece')}</ul></div>
      <div><div><p>Pantry</p></div><ul>${item('Olive oil', '2/3 cup')}</ul></div>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '2 Carrots',
      '1 piece Ginger',
      '2/3 cup Olive oil',
    ]);
  });
});
