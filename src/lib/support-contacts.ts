// Support contacts shown in the licence prompts (spec section 8: "{phone}", "{email}"). They come
// from the personalisation page (platform config supportPhone / supportEmail); the fallbacks
// below are placeholders for an installation that has not set them yet. The prompts read the
// config the shell loaded at start, so they work without another call.
export const SUPPORT_PHONE = '400-000-0000'; // placeholder until personalisation sets one
export const SUPPORT_EMAIL = 'support@example.com'; // placeholder until personalisation sets one

export function supportContacts(config: { supportPhone?: string; supportEmail?: string } | null | undefined): {
  phone: string;
  email: string;
} {
  return { phone: config?.supportPhone || SUPPORT_PHONE, email: config?.supportEmail || SUPPORT_EMAIL };
}
