// A maker's or a shop's name is not what is bought, unless it is the whole name.
// The lines are made up for the test (none is a labelled line, none copied from a page).
import { describe, expect, it } from 'vitest';
import { ingredientParts } from '../../src/ingredients/parse-ingredient-line.ts';
import { parts } from '../support/ingredient-parts.ts';

describe("ingredient naming: makers' possessive names", () => {
  it.each([
    ["3/4 cup HERSHEY'S Cocoa", 'Cocoa'],
    ['1 cup Hellmann’s mayonnaise', 'mayonnaise'],
    ["2 tbsp French's mustard", 'mustard'],
    ["1 cup Bob's Red Mill rolled oats", 'rolled oats'],
    ["1 can Campbell's cream of mushroom soup", 'cream of mushroom soup'],
    // A product named by its maker, or the maker alone, or a kind.
    ["24 Hershey's Kisses", "Hershey's Kisses"],
    ['1 cup French bread cubes', 'French bread cubes'],
    ["1 jar Smucker's", "Smucker's"],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe("ingredient naming: more makers, supermarkets' own ranges", () => {
  it.each([
    ['1 packet Lipton onion soup mix', 'onion soup mix'],
    ["1 jar Rao's Homemade marinara sauce", 'marinara sauce'],
    ['2 tbsp Red Boat fish sauce', 'fish sauce'],
    ['1 envelope Knox unflavored gelatin', 'unflavored gelatin'],
    ['284ml tub Essential Buttermilk', 'Buttermilk'],
    ['200g Tesco Finest smoked salmon', 'smoked salmon'],
    ["Sainsbury's Taste the Difference pancetta", 'pancetta'],
    // An ordinary word in lower case, or the range alone.
    ['1 tsp essential oil', 'essential oil'],
    ['1 Essential', 'Essential'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: a name that is only its brand is kept', () => {
  it.each([
    // These were read as no name at all, and left off the list.
    ['1 (3 ounce) box lime Jell-O®', 'lime Jell-O'],
    ['1/3 cup Splenda®, or to taste', 'Splenda'],
    ['2 cups Funny Pasta™', 'Funny Pasta'],
    // A brand before its product still goes.
    ['1/4 cup Crisco® vegetable shortening', 'vegetable shortening'],
    ['1 packet Knorr® Pasta Sides™ - Alfredo, prepared', 'Pasta Sides'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe("ingredient naming: a maker's name run together", () => {
  it.each([
    ['4 HappyHen Free Range Eggs', 'Eggs'],
    ['1 can GreenLeaf chickpeas, drained', 'chickpeas'],
    // A variety with a Scottish name stays.
    ['3 McIntosh apples', 'McIntosh apples'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe("ingredient naming: makers' names", () => {
  it.each([
    ['1 cup King Arthur bread flour', 'bread flour'],
    ['2 tbsp Kikkoman soy sauce', 'soy sauce'],
    ['1 can Thai Kitchen coconut milk', 'coconut milk'],
    ['1 bag The Green Valley Co rocket', 'rocket'],
    ['2 cups Ghirardelli semi-sweet chocolate chips', 'semi-sweet chocolate chips'],
    // Only the brand: it is the product.
    ['2 tbsp Kikkoman', 'Kikkoman'],
    // Not a company: 'Food' ends a kind.
    ['1 Angel Food Cake', 'Angel Food Cake'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});
