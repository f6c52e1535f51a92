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
export const AVATAR_URL_MAX = 2048;
/** E-mailed tokens (verification, reset) and invite-link tokens are far shorter; anything longer is junk. */
export const TOKEN_MAX = 200;
