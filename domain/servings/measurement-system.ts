// The family's choice of units, apart from the conversion tables so that the settings
// mutator (loaded by every signed-in page) does not bring the ingredient parser with it.
export const MEASUREMENT_SYSTEMS = ['us', 'metric'] as const;
export type MeasurementSystem = (typeof MEASUREMENT_SYSTEMS)[number];
