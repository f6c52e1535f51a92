export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const NAME_MAX = 100;
export const SLUG_MIN = 2;
export const SLUG_MAX = 48;
export const WORKSPACE_NAME_MAX = 80;
/** An e-mail invite stays valid this long. */
export const INVITE_TTL_DAYS = 7;
export const MAX_INVITES_PER_REQUEST = 50;
