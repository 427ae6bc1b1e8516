/** A restore refused for a reason the operator can act on; nothing was changed. */
export class RestoreError extends Error {}
