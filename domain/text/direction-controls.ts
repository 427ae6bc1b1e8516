// Names hold no characters that change the direction of text (docs/security.md, input
// rules): the bidirectional embeddings and overrides (U+202A–U+202E), isolates
// (U+2066–U+2069) and the invisible direction marks (U+200E, U+200F, U+061C). A name with
// U+202E shows its letters backwards, so one item can read as another, and the marks move
// punctuation where nobody typed it. Every name's schema (items, staples, dishes, tags,
// members, families, guests, stores) refuses them through `nameText`, with the field's
// message, on the REST routes and in the Zero mutators alike.
import { z } from '../zod-mini.ts';
import { directionControlMessage, ErrorCode, type nameFields } from '../error-messages.ts';
import { plainText } from './input-rules.ts';

const CONTROLS = '[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]';
const DIRECTION_CONTROL = new RegExp(CONTROLS, 'u');

export function hasDirectionControl(value: string): boolean {
  return DIRECTION_CONTROL.test(value);
}

/** Text from elsewhere (an imported recipe's name) with its direction controls left out. */
export function withoutDirectionControls(value: string): string {
  return value.replace(new RegExp(CONTROLS, 'gu'), '');
}

export type NameField = keyof typeof nameFields;

/**
 * The refinement every name schema carries. Its issue names the error code, so REST
 * (server/http/errors.ts) and the mutate endpoint (server/zero/routes.ts) answer with the
 * code and the field's message rather than a bare 'The request is not valid.'.
 */
export function noDirectionControl(field: NameField) {
  return z.refine((value: unknown) => typeof value !== 'string' || !hasDirectionControl(value), {
    error: directionControlMessage(field),
    params: { code: ErrorCode.NAME_HAS_DIRECTION_CONTROL },
  });
}

/** A name of at most `max` characters: no NUL (input-rules.ts), no direction controls. */
export function nameText(max: number, field: NameField) {
  return plainText(max).check(noDirectionControl(field));
}
