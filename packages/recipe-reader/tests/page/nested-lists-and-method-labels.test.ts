import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';

// Made-up pages in the shapes of recipe-scrapers test pages of sites outside the corpus (their
// other pages), where a list came out cut wrong or padded.
describe('page shapes of sites outside the corpus', () => {
  const row = (amount: string, unit: string, name: string): string =>
    `<li class="item"><span>${amount}</span><span> ${unit}</span><span> ${name}</span></li>`;
  const groupedList = `<div class="ingredients"><div class="header"><h2>Ingredienser</h2>
      <div class="portions"><button type="button">-</button><input type="text" value="6"/>
      <button type="button">+</button><span>porsjoner</span></div></div>
    <ul><li><ul>${row('1', 'kg', 'potet')}${row('4', 'stk.', 'vårløk')}</ul></li>
      <li><h3>Dressing:</h3><ul>${row('4', 'ss', 'majones')}${row('2', 'dl', 'lettrømme')}
      ${row('1', 'ss', 'soyasaus')}</ul></li></ul></div>
    <div class="nutrition"><h2>Næringsinnhold</h2><table>
      <tr><td>212 kcal</td><td>Energi</td></tr><tr><td>10 g</td><td>Fett</td></tr>
      <tr><td>4 g</td><td>Protein</td></tr><tr><td>23 g</td><td>Karbohydrater</td></tr>
    </table></div>`;
  const lines = ['1 kg potet', '4 stk. vårløk', '4 ss majones', '2 dl lettrømme', '1 ss soyasaus'];

  it('reads list items that only group a nested list as the nested lines', () => {
    const html = `<html><body><h1>Potetsalat</h1>${groupedList}</body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(lines);
  });

  it('keeps an entry with its notes listed under it as one line', () => {
    const html = `<html><body><h1>Soup</h1><h2>Ingredients</h2><ul>
      <li>1 lb ground turkey</li>
      <li><label>150 g onion, diced</label><ul><li>roughly 1 large onion</li></ul></li>
      <li>1 tsp ground cumin</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '1 lb ground turkey',
      '150 g onion, diced roughly 1 large onion',
      '1 tsp ground cumin',
    ]);
  });

  it("prefers the page's list to structured data that appends some of its lines again", () => {
    const jsonLd = JSON.stringify({
      '@type': 'Recipe',
      name: 'Potetsalat',
      recipeIngredient: [...lines, '4 ss majones', '1 ss soyasaus', '2 dl lettrømme'],
    });
    const html = `<html><head><script type="application/ld+json">${jsonLd}</script></head>
      <body><h1>Potetsalat</h1>${groupedList}</body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(lines);
  });

  it('drops a group-heading row from one microdata ingredient that boxes the rows', () => {
    const rows = ['250g Lean tuna', '2 cloves Garlic', '30g Watercress', '1/4 pcs Onion'];
    const row = (line: string) => `<div class="ingredient">${line}</div>`;
    const html = `<html><body><div itemscope itemtype="http://schema.org/Recipe">
      <h1 itemprop="name">Tuna steak</h1><div class="ingredients" itemprop="recipeIngredient">
      ${rows.slice(0, 2).map(row).join('')}<div class="group-head">Side</div>
      ${rows.slice(2).map(row).join('')}</div></div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(rows);
  });

  it('does not take a box of facts led by figures (yield, time) for the unnamed list', () => {
    const html = `<html><body><h1>Gehakt-paprika schotel</h1>
      <ul class="meta"><li>Hoofdgerecht</li><li>2 personen</li><li>30 min. bereidingstijd</li></ul>
      <div class="sidebar-title">Benodigdheden</div><ul>
      <li>300 gr rundergehakt</li><li>2 paprika's</li><li>1 ui</li><li>zout en peper</li></ul>
      </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '300 gr rundergehakt',
      "2 paprika's",
      '1 ui',
      'zout en peper',
    ]);
  });

  it('leaves a newsletter sign-up form after the method out of the steps', () => {
    const html = `<html><body><h1>Hartige taart</h1><h2>Ingredients</h2>
      <ul><li>200 gr sperziebonen</li><li>250 gr gehakt</li></ul>
      <h2>Bereidingswijze:</h2>
      <p>Verwarm de oven voor op 200 graden.<br>Zet de taart 30 minuten in de oven.</p>
      <div class="signup"><form method="post" action="/subscribe">
        <p>Schrijf je in voor de nieuwsbrief en ontvang nieuwe recepten in je mailbox!</p>
        <input type="email" name="email"><p>We sturen je geen spam.</p></form></div>
      </body></html>`;
    expect(extractRecipe(html)?.instructionSections.flatMap((s) => s.steps)).toEqual([
      'Verwarm de oven voor op 200 graden.',
      'Zet de taart 30 minuten in de oven.',
    ]);
  });

  it('reads a method whose label opens the paragraph of its first step', () => {
    const html = `<html><body><h1>Gehaktschotel</h1><div class="post">
      <p><strong>Ingrediënten</strong></p>
      <ul><li>1,5 kilo aardappels</li><li>500 g rundergehakt</li></ul>
      <p><strong>Bereiding</strong><br>Verhit een pan met wat olie en bak de ui zacht.</p>
      <p><a href="/photo.jpg"><img src="/photo.jpg"></a></p>
      <p>Voeg het gehakt toe en roer het goed rul.</p></div>
      <ol class="comments"><li>Anja 6 oktober 2020 om 23:50 Deze vandaag gemaakt, heerlijk!</li>
      <li>Anne 6 juli 2020 om 10:54 Lekker, ga ik zeker nogmaals maken.</li></ol>
      </body></html>`;
    expect(extractRecipe(html)?.instructionSections.flatMap((s) => s.steps)).toEqual([
      'Verhit een pan met wat olie en bak de ui zacht.',
      'Voeg het gehakt toe en roer het goed rul.',
    ]);
  });

  it('keeps a structured method that goes on past the visible list the page reading stopped at', () => {
    const steps = [
      'Mettere nel boccale la cipolla e la carota: 5 sec. vel. 5.',
      'Aggiungere la carne, il sale e il vino: 5 min. 120° vel. 1.',
      'Posizionare la farfalla e mettere nel boccale le patate a rondelle spesse 1 cm, il sale e il latte: 30 min. 95° vel. 1 con il cestello al posto del misurino.',
      'Negli stampini distribuire la carne messa da parte, coprire con il purè del boccale, aggiungere fiocchetti di burro e cospargere con il pangrattato.',
      'Infornare in forno preriscaldato statico a 220° per 20 minuti.',
    ];
    const jsonLd = JSON.stringify({
      '@type': 'Recipe',
      name: 'Cottage pie',
      recipeIngredient: ['400 g macinato di manzo', '700 g patate'],
      recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
    });
    const list = (lines: string[]) => `<ol>${lines.map((l) => `<li>${l}</li>`).join('')}</ol>`;
    const html = `<html><head><script type="application/ld+json">${jsonLd}</script></head>
      <body><h1>Cottage pie</h1><div class="procedimento">
      <div class="subtitle">Per la carne</div>${list(steps.slice(0, 2))}
      <div class="subtitle">Per il purè</div><ul><li>${steps[2]}</li></ul>
      <div class="subtitle">Assemblare</div><ul>${steps
        .slice(3)
        .map((l) => `<li>${l}</li>`)
        .join('')}</ul></div></body></html>`;
    expect(extractRecipe(html)?.instructionSections.flatMap((s) => s.steps)).toEqual(steps);
  });

  it('drops a dash that only sets the amount apart from the name', () => {
    const item = (amount: string, name: string) =>
      `<li><strong>${amount}</strong> - <a href="/ingredient/x">${name}</a></li>`;
    const html = `<html><body><h1>Vanilla custard</h1><ul>
      ${item('200g', 'rhubarb, cut into 3cm chunks')}${item('90g', 'caster sugar')}
      ${item('4', 'large egg yolks')}${item('1 tsp', 'cornflour')}</ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '200g rhubarb, cut into 3cm chunks',
      '90g caster sugar',
      '4 large egg yolks',
      '1 tsp cornflour',
    ]);
  });

  it('reads a method in parts, one ordered list after each part name, as one method', () => {
    const steps = [
      'Put the onion, carrot and celery in the bowl and chop for 5 seconds.',
      'Add the oil and cook for 3 minutes at 120 degrees on speed 1.',
      'Add the potatoes, salt and milk and cook for 30 minutes at 95 degrees.',
      'Spread the meat in the dishes, cover with the mash and dot with butter.',
      'Bake in a preheated oven at 220 degrees for 20 minutes.',
    ];
    const list = (lines: string[]) => `<ol>${lines.map((l) => `<li>${l}</li>`).join('')}</ol>`;
    const html = `<html><body><h1>Cottage pie</h1><h2>Ingredients</h2>
      <ul><li>400 g minced beef</li><li>700 g potatoes</li></ul>
      <div class="recipe-body"><div class="subtitle">For the meat</div>${list(steps.slice(0, 2))}
      <div class="subtitle">For the mash</div>${list(steps.slice(2, 3))}
      <div class="subtitle">Assemble</div>${list(steps.slice(3))}</div></body></html>`;
    expect(extractRecipe(html)?.instructionSections.flatMap((s) => s.steps)).toEqual(steps);
  });

  it('knows the Norwegian and the two-part Dutch method headings', () => {
    const page = (method: string) => `<html><body><h1>Suppe</h1><h3>Ingredienser</h3>
      <ul><li>1 stor gul løk</li><li>5 dl kyllingbuljong</li></ul><div>${method}</div>
      <ol class="comments"><li>Kari 6 oktober 2020: Denne laget jeg i går, kjempegod suppe!</li>
      <li>Ola 7 oktober 2020: Veldig god, men jeg brukte litt mer karri enn dere.</li></ol>
      </body></html>`;
    const steps = (html: string) =>
      extractRecipe(html)?.instructionSections.flatMap((s) => s.steps);
    expect(
      steps(
        page(
          '<h3>Slik gjør du</h3><p>Hakk løk og hvitløk grovt, la det surre i oljen.</p><p>Slå over kyllingbuljong, og kok opp suppen.</p>',
        ),
      ),
    ).toEqual([
      'Hakk løk og hvitløk grovt, la det surre i oljen.',
      'Slå over kyllingbuljong, og kok opp suppen.',
    ]);
    expect(
      steps(
        page(
          '<h2>Voorbereiden</h2><p>Snipper de ui en snijd de knoflook fijn.</p><h2>Bereiden</h2><p>Kook de soep ongeveer 15 minuten op laag vuur.</p>',
        ),
      ),
    ).toEqual([
      'Snipper de ui en snijd de knoflook fijn.',
      'Kook de soep ongeveer 15 minuten op laag vuur.',
    ]);
  });

  it('drops a Scandinavian yield line printed above the list', () => {
    const html = `<html><body><h1>Kikertsuppe</h1><aside><h3>Ingredienser</h3>
      <ul class="meta"><li>2 porsjoner</li></ul>
      <ul><li>1 stor gul løk</li><li>3 ts karripulver</li><li>salt</li></ul></aside></body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.ingredients).toEqual(['1 stor gul løk', '3 ts karripulver', 'salt']);
    expect(recipe?.yields).toBe('2 porsjoner');
  });

  it('sets an amount apart from the name when only style does so on the page', () => {
    const item = (amount: string, name: string) =>
      `<div class="recipe__ingredients__item"><div class="icon"><svg></svg></div><div class="value">` +
      `<strong>${amount}</strong><!----><span><a href="/x">${name}</a></span></div></div>`;
    const html = `<html><body><h1>Salata to go</h1><h2>Sastojci</h2>
      <div class="recipe-ingredients">${item('1', 'rajčica')}${item('150 g', 'kuhanog slanutka')}
      ${item('1 stabljika', 'celera')}</div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '1 rajčica',
      '150 g kuhanog slanutka',
      '1 stabljika celera',
    ]);
  });

  it("knows the Dutch 'Aan de slag' method heading, with what it is for", () => {
    const html = `<html><body><h1>Gehakt-paprika schotel</h1><div class="content">
      <p>Deze schotel is een perfect recept voor een doordeweekse dag.</p>
      <h2>Aan de slag met de gehakt-paprika schotel!</h2>
      <p>Snipper de ui en snij de knoflook fijn. Bak het gehakt rul en voeg de paprika toe.</p>
      <p>Zet de deksel op de pan en laat dit ongeveer 15 minuten pruttelen.</p></div>
      <aside><h3>Ingrediënten</h3><ul><li>300 gr rundergehakt</li><li>1 ui</li></ul></aside>
      </body></html>`;
    expect(extractRecipe(html)?.instructionSections.flatMap((s) => s.steps)).toEqual([
      'Snipper de ui en snij de knoflook fijn. Bak het gehakt rul en voeg de paprika toe.',
      'Zet de deksel op de pan en laat dit ongeveer 15 minuten pruttelen.',
    ]);
  });
});
