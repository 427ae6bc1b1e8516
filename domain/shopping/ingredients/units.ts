// The units parse-ingredient knows, plus containers recipes count in that it does not.
import {
  unitsOfMeasure,
  type UnitOfMeasure,
  type UnitOfMeasureDefinitions,
} from 'parse-ingredient';

const counted = (short: string, plural: string): UnitOfMeasure => ({
  short,
  plural,
  type: 'count',
});

export const EXTRA_UNITS: UnitOfMeasureDefinitions = {
  jar: counted('jar', 'jars'),
  tin: counted('tin', 'tins'),
  bottle: counted('bottle', 'bottles'),
  packet: counted('packet', 'packets'),
  loaf: counted('loaf', 'loaves'),
  slice: counted('slice', 'slices'),
  stalk: counted('stalk', 'stalks'),
  sheet: counted('sheet', 'sheets'),
  punnet: counted('punnet', 'punnets'),
  thumb: counted('thumb', 'thumbs'),
  handful: counted('handful', 'handfuls'),
};

export function unitDefinition(unit: string): UnitOfMeasure | undefined {
  return unitsOfMeasure[unit] ?? EXTRA_UNITS[unit];
}
