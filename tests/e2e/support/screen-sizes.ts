// The widths every screen is checked at: a phone, a tablet and a laptop, with the height of
// each; screenshots go under test-results/screenshots/ (ignored by git) for people to look at.
import path from 'node:path';

export const WIDTHS = [390, 1024, 1280] as const;
export const HEIGHT: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1024: 768, 1280: 800 };
export const SCREENSHOT_FOLDER = path.resolve('test-results/screenshots');
