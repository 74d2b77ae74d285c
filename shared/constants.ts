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
/** Failed password resets (a made-up or used token) per client address; a success gives its slot back. */
export const PASSWORD_RESET_LIMIT_PER_IP = { max: 10, windowSec: 15 * 60 };
/** Failed sign-ups (no verified e-mail, a taken name) per client address; a success gives its slot back. */
export const SIGNUP_LIMIT_PER_IP = { max: 20, windowSec: 15 * 60 };

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

/** The consent items of /terms (platform.md §3 Terms keys); the first four are required (§5). */
export const TERMS_KEYS = ['age14', 'tos', 'privacy', 'data', 'consignment', 'location', 'marketing'] as const;
export type TermsKey = (typeof TERMS_KEYS)[number];
export const REQUIRED_TERMS: readonly TermsKey[] = ['age14', 'tos', 'privacy', 'data'];
/**
 * The version of the terms a consent is given to, recorded with it. Change it whenever the texts of
 * web/src/features/legal/legalTexts.ts or the /terms items change.
 */
export const TERMS_VERSION = '2026-01-01';
/**
 * How a sign-up's consent was recorded: `signup` — the keys the payload named (the web app sends what
 * was ticked on /terms); `api_without_consent` — a registration payload with no consent field (the
 * spec's REST payload); `kakao_without_consent` — an account made by a first Kakao login, which
 * passes no /terms screen. The last two store one row with key `none`.
 */
export const CONSENT_SOURCES = ['signup', 'api_without_consent', 'kakao_without_consent'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
export const NO_CONSENT_KEY = 'none';

/** The id of the JSON script tag in which the server hands the web app its tenant (worker/web/app-page.ts). */
export const TENANT_SEED_ELEMENT_ID = 'tenant-data';
/** The id of the script tag holding the first screen's query answers for a guest (worker/web/page-data.ts). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
/** The build's list of each first page's chunks in index.html (web/build/page-preloads.ts), taken out by the server. */
export const PAGE_PRELOADS_ELEMENT_ID = 'page-preloads';
