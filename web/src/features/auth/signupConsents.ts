import { REQUIRED_TERMS, TERMS_KEYS, TERMS_VERSION, type TermsKey } from '../../../../shared/constants';

/**
 * The consents ticked on /terms, carried to the sign-up form (platform.md §2 Consent screen): in the
 * navigation state, and in sessionStorage so a reload of the form keeps them. The form sends them
 * with the registration; without them it sends the visitor back to /terms.
 */
const STORAGE_KEY = 'signup-consents';

export interface SignupConsents {
  keys: TermsKey[];
  version: string;
}

/** Only a full set: known keys, every required one, the current terms version. */
function valid(value: unknown): SignupConsents | null {
  if (!value || typeof value !== 'object') return null;
  const { keys, version } = value as Partial<SignupConsents>;
  if (version !== TERMS_VERSION || !Array.isArray(keys)) return null;
  const known = keys.filter((k): k is TermsKey => (TERMS_KEYS as readonly string[]).includes(k));
  return REQUIRED_TERMS.every((k) => known.includes(k)) ? { keys: known, version } : null;
}

export function saveSignupConsents(keys: TermsKey[]): SignupConsents {
  const consents = { keys, version: TERMS_VERSION };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(consents));
  } catch {
    // Storage refused (private mode): the navigation state still carries them.
  }
  return consents;
}

/** The navigation state's consents, else the stored ones; null when /terms was not completed. */
export function readSignupConsents(state: unknown): SignupConsents | null {
  const fromState = valid((state as { consents?: unknown } | null)?.consents);
  if (fromState) return fromState;
  try {
    return valid(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

/** After a sign-up: the next one starts at /terms again. */
export function clearSignupConsents(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
