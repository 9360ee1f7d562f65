// Licence status numbers that call for the start-up prompt (spec section 3).
export const LICENCE_EXPIRED = 2;
export const LICENCE_NOT_ACTIVATED = 3;
export const needsLicencePrompt = (status: number | undefined) => status === LICENCE_EXPIRED || status === LICENCE_NOT_ACTIVATED;
