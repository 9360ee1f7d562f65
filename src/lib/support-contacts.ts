// Support contacts shown in the licence prompts (spec section 8: "{phone}", "{email}").
// PLACEHOLDER VALUES: the real support line and address were not given; replace them for a
// deployment. They are constants on purpose: the prompts must work before any call succeeds.
export const SUPPORT_PHONE = '400-000-0000'; // placeholder
export const SUPPORT_EMAIL = 'support@example.com'; // placeholder
