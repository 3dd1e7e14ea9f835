/** Limits from the specification (§5, §9). One place, used by forms and server alike. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_PATTERN = /^\+?\d{10,15}$/;
export const USERNAME_PATTERN = /^[a-z0-9_]+$/;

/** Banner timeout on the profile screen, milliseconds. */
export const BANNER_TIMEOUT_MS = 5000;
/** Invitation links live 7 days, password reset links 1 hour. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

/** Spec §5/§9: a chat message is at most 5000 characters (counted after trimming, as the server stores it). */
export const MAX_CHAT_LENGTH = 5000;

/** Spec §9: a page's code that has not loaded in 120 s is given up, with an error screen and a retry. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
