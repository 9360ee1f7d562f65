// Licence status numbers (spec section 3) and the one rule built on them: with an expired (2) or
// not activated (3) licence the start-up prompt shows, and system manage and monitor are gated
// (spec sections 4 and 6). Every check of the portal reads this file.
export const LICENCE_EFFECTIVE = 0;
export const LICENCE_RESTRICTED = 1;
export const LICENCE_EXPIRED = 2;
export const LICENCE_NOT_ACTIVATED = 3;

/** True for an expired or not activated licence. */
export const licenceBlocks = (status: number | null | undefined): boolean => status === LICENCE_EXPIRED || status === LICENCE_NOT_ACTIVATED;
