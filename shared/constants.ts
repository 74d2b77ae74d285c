/** Business constants of the spec (platform.md §9, commerce.md §9) and of the account flows. */
export const CAROUSEL_INTERVAL_MS = 4000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SHARE_TOAST_MS = 3000;
export const SOCIAL_REDIRECT_CANCEL_MS = 2000;
export const SOCIAL_REDIRECT_FAIL_MS = 3000;
export const ADDRESS_POPUP_HEIGHT = 420;
export const MOBILE_BREAKPOINT_PX = 768;

export const RESET_PASSWORD_MIN = 8;
export const VERIFICATION_CODE_TTL_MIN = 10;
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** How long a verified e-mail stays usable for registration. */
export const VERIFIED_EMAIL_TTL_MIN = 60;
export const RESET_TOKEN_TTL_MIN = 30;
export const SESSION_TTL_DAYS = 1;
export const SESSION_REMEMBER_TTL_DAYS = 30;
export const OAUTH_STATE_TTL_MIN = 10;

export const LOGIN_LIMIT_PER_ACCOUNT = { max: 5, windowSec: 15 * 60 };
export const LOGIN_LIMIT_PER_IP = { max: 30, windowSec: 15 * 60 };
export const VERIFICATION_SEND_LIMIT = { max: 5, windowSec: 60 * 60 };

export const BUSINESS_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const POLICY_DEFAULTS = {
  shipping_fee: 3000,
  free_shipping_threshold: 50000,
  normal_ship_days: '1~3',
  custom_ship_days: '7~14',
  exchange_days: 7,
  refund_card_days: '2~3',
  refund_bank_days: '2~3',
};

export const DEFAULT_THEME_COLOR = '#FF9630';
/** The id of the JSON script tag in which the server hands the web app its tenant (worker/web/app-page.ts). */
export const TENANT_SEED_ELEMENT_ID = 'tenant-data';
