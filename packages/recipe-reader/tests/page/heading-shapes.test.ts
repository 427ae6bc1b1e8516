import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';
import { INGREDIENT_HEADING } from '../../src/page/heading-words.ts';
import { flattenSteps } from '../../src/page/types.ts';

// Headings the HTML fallback finds however a page builder dressed them.
describe('HTML fallback headings', () => {
  it('reads a heading decorated with an emoji and a typographic apostrophe', () => {
    const html = `<html><body><h1>Chili</h1>
      <h2>💛 Why you will love it</h2><ul><li>Easy</li><li>Cheap</li></ul>
      <h2>🛒 What You’ll Need</h2>
      <ul><li>1 kg beef</li><li>2 onions</li></ul>
      <h2>👩‍🍳 Instructions:</h2>
      <ol><li>Brown the beef in a pot.</li><li>Add the onions and simmer.</li></ol>
    </body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.ingredients).toEqual(['1 kg beef', '2 onions']);
    expect(flattenSteps(recipe?.instructionSections ?? [])).toEqual([
      'Brown the beef in a pot.',
      'Add the onions and simmer.',
    ]);
  });

  it('knows "Things you\'ll need" as an ingredient heading', () => {
    const html = `<html><body><h1>Fondant</h1>
      <h4>Things you'll need</h4><ul><li>1 bag marshmallows</li><li>3 tablespoons water</li></ul>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['1 bag marshmallows', '3 tablespoons water']);
  });

  it('reads ingredients under a plain paragraph that names them, up to the method paragraph', () => {
    const html = `<html><body><h1>Geschnetzeltes</h1>
      <div><p><span>ZUTATEN:</span></p></div>
      <p>500 g Pute<br>1 Zwiebel<br>Salz</p>
      <div><p><span>Zubereitung</span></p></div>
      <p>Zwiebel würfeln, Fleisch in Streifen schneiden.</p>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['500 g Pute', '1 Zwiebel', 'Salz']);
  });

  it('does not take a label in a box of facts for the ingredient heading', () => {
    const html = `<html><body><h1>Oat cups</h1>
      <ul><li><span>5 min</span><p>Cook time</p></li><li><span></span><p>Ingredients</p></li>
      <li><p>Rating</p></li></ul>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients ?? []).toEqual([]);
  });

  it('reads the method under a plain paragraph heading after plain-paragraph ingredients', () => {
    const html = `<html><body><h1>Geschnetzeltes</h1>
      <p>Zutaten</p><p>500 g Pute<br>1 Zwiebel</p>
      <p>Zubereitung</p><p>– Zwiebel würfeln und anbraten<br>– Fleisch dazugeben und schmoren</p>
    </body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual([
      '– Zwiebel würfeln und anbraten',
      '– Fleisch dazugeben und schmoren',
    ]);
  });

  it('reads steps whose step class is carried by the "STEP 1." badge above them', () => {
    const html = `<html><body><h1>Potatoes</h1>
      <h3>Ingredients</h3><ul><li>4 sweet potatoes</li><li>2 sprigs thyme</li></ul>
      <h3>Preparation:</h3>
      <h6 class="recipe-steps">STEP 1.</h6><p>Cut the potatoes into rounds and dry them.</p>
      <h6 class="recipe-steps">STEP 2.</h6><p>Roast them with the thyme until golden.</p>
    </body></html>`;
    expect(flattenSteps(extractRecipe(html)?.instructionSections ?? [])).toEqual([
      'Cut the potatoes into rounds and dry them.',
      'Roast them with the thyme until golden.',
    ]);
  });

  it('takes a paragraph made bold by a style as a section name inside the list', () => {
    const html = `<html><body><h1>Tacos</h1>
      <h2>Ingredients</h2>
      <div><p><span><span style="font-weight:700">Filling</span></span></p></div>
      <ul><li><p>500 g beans</p></li><li><p>1 onion</p></li></ul>
      <div><p><span><span style="font-weight: bold">Salsa</span></span></p></div>
      <ul><li><p>3 tomatoes</p></li><li><p>1 lime</p></li></ul>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '500 g beans',
      '1 onion',
      '3 tomatoes',
      '1 lime',
    ]);
  });

  it('reads the parts of a list headed as high as the list itself', () => {
    const html = `<html><body><h1>Pie</h1>
      <h2>Ingredients</h2>
      <h2>Dough</h2><ul><li>plain flour</li><li>cold butter</li><li>1 egg</li></ul>
      <h2>Filling</h2><div><ul><li>apples</li><li>brown sugar</li></ul></div>
      <h2>Reviews</h2><p>Lovely pie, will make again.</p>
      <h2>Method</h2><ol><li>Make the dough and chill it.</li><li>Fill, cover and bake.</li></ol>
    </body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.ingredients).toEqual([
      'plain flour',
      'cold butter',
      '1 egg',
      'apples',
      'brown sugar',
    ]);
    expect(flattenSteps(recipe?.instructionSections ?? [])).toHaveLength(2);
  });

  it('reads a short list boxed with its heading, not what follows the box', () => {
    const html = `<html><body><h1>Gin sour</h1>
      <div class="box"><h2>Ingredients</h2><ul><li>gin</li><li>lime juice</li><li>ice</li></ul></div>
      <div class="note"><p>Any dry gin works well here, the cheaper the better.</p></div>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['gin', 'lime juice', 'ice']);
  });

  it('knows an ingredient heading that prints the servings after the word', () => {
    for (const heading of ['Hozzávalók 6 személyre', 'Ingredients (4 servings)', 'Zutaten 2–3']) {
      expect(INGREDIENT_HEADING.test(heading)).toBe(true);
    }
    for (const text of ['Ingredients 4 servings and a long story', 'The 5 ingredients I love']) {
      expect(INGREDIENT_HEADING.test(text)).toBe(false);
    }
  });

  it('knows Chinese, Japanese and Korean headings, with the servings in brackets', () => {
    for (const heading of [
      '用料',
      '材料（4人分）',
      '材料 【2個分】',
      '재료',
      'Ingredients (serves 4)',
    ]) {
      expect(INGREDIENT_HEADING.test(heading)).toBe(true);
    }
    expect(INGREDIENT_HEADING.test('材料から探す')).toBe(false);
    const html = `<html lang="ja"><body><h1>温泉卵</h1>
      <h2>材料（2人分）</h2><ul><li>卵 2個</li><li>水 適量</li></ul>
      <h2>作り方</h2><ol><li>鍋に湯を沸かす。</li><li>卵を入れて火を止める。</li></ol>
      <h2>おすすめ</h2><ul><li>ゆで卵</li></ul>
    </body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.ingredients).toEqual(['卵 2個', '水 適量']);
    expect(flattenSteps(recipe?.instructionSections ?? [])).toEqual([
      '鍋に湯を沸かす。',
      '卵を入れて火を止める。',
    ]);
    const chinese = `<html><body><h1>红烧肉</h1><h2>用料</h2><ul><li>五花肉 500克</li><li>冰糖 30克</li></ul>
      <h2>红烧肉的做法</h2><ol><li>五花肉切块，焯水备用。</li><li>炒糖色后加入肉块翻炒。</li></ol>
      <h2>相关推荐</h2><ol><li>糖醋排骨的做法很简单。</li></ol></body></html>`;
    expect(flattenSteps(extractRecipe(chinese)?.instructionSections ?? [])).toEqual([
      '五花肉切块，焯水备用。',
      '炒糖色后加入肉块翻炒。',
    ]);
  });

  it("skips an article's ingredient section that talks about them, for the recipe's list", () => {
    const html = `<html><body><h1>Applesauce</h1>
      <section><h2>Ingredients</h2><ul>
        <li>Apples: I love sweet, crisp apples; they need no sugar at all.</li>
        <li>Spices: a cinnamon stick and a star anise make it taste wonderful.</li>
        <li>Lemon</li>
      </ul></section>
      <div class="card"><h3>Ingredients</h3><ul><li>2 kg apples</li><li>1 cinnamon stick</li></ul>
      <h3>Method</h3><ol><li>Simmer the apples with the cinnamon until soft.</li></ol></div>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['2 kg apples', '1 cinnamon stick']);
    const only = `<html><body><h1>Tips</h1><h2>Ingredients</h2><ul>
      <li>Apples: I love sweet, crisp apples; they need no sugar at all.</li>
      <li>Spices: a cinnamon stick and a star anise make it taste wonderful.</li></ul></body></html>`;
    expect(extractRecipe(only)?.ingredients).toHaveLength(2);
  });

  it('prefers a later ingredient list with amounts to one that only names them', () => {
    const html = `<html><body><h1>Chicken</h1>
      <section><h2>Ingredients</h2><ul><li>Chicken (any cut)</li><li>Barbecue sauce</li></ul>
      </section>
      <div class="card"><h3>Ingredients</h3><ul><li>3 pounds chicken</li><li>1 cup barbecue sauce</li></ul>
      </div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['3 pounds chicken', '1 cup barbecue sauce']);
    const only = `<html><body><h1>Salad</h1><h2>Ingredients</h2>
      <ul><li>Lettuce</li><li>Olive oil</li></ul></body></html>`;
    expect(extractRecipe(only)?.ingredients).toEqual(['Lettuce', 'Olive oil']);
  });

  it('keeps a list of long ingredient lines that end with a full stop', () => {
    const html = `<html><body><h1>Bread</h1><section><h2>Ingredients</h2><ul>
      <li>500 g strong white flour, plus a little more for dusting the counter.</li>
      <li>7 g fast-action dried yeast, or 15 g fresh yeast crumbled in.</li>
    </ul></section>
    <aside><h3>Ingredients</h3><ul><li>1 loaf bread</li><li>1 pat butter</li></ul></aside>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toHaveLength(2);
    expect(extractRecipe(html)?.ingredients[0]).toMatch(/^500 g/);
  });
});
