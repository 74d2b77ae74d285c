import type { APIRequestContext } from '@playwright/test';
import { loginToken, trpcMutation } from './catalogue/api';
import { codeFromOutbox, uniqueEmail } from './fixtures';

/** The password of every account the e2e specs sign up. */
export const E2E_PASSWORD = 'e2e-pass-1234';
const PNG_1X1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%e2e\n').toString('base64')}`;

/**
 * Signs a merchant up on the default site as the sign-up form does (the mailed code, then the
 * two-step form's fields with its documents): nothing of theirs exists yet. Answers its login too.
 */
export async function signUpMerchant(request: APIRequestContext, prefix: string): Promise<{ email: string; username: string; token: string }> {
  const email = uniqueEmail(prefix);
  const username = `${prefix}${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
  await trpcMutation(request, 'auth.sendVerificationEmail', { email });
  const code = await codeFromOutbox(request, 'localhost', email);
  await trpcMutation(request, 'auth.verifyEmail', { email, code });
  await trpcMutation(request, 'auth.registerMerchant', {
    email,
    username,
    password: E2E_PASSWORD,
    phone: '010-2222-3333',
    address: '경기도 양평군 양평읍 1, 2층',
    consents: ['age14', 'tos', 'privacy', 'data', 'consignment'],
    merchant: {
      business_name: `${username} 농장`,
      business_number: '123-45-67890',
      address: '경기도 양평군 양평읍 농장길 5',
      phone: '031-000-0000',
      business_license_file: PNG_1X1,
      ecommerce_report_file: PDF,
    },
  });
  return { email, username, token: await loginToken(request, email, E2E_PASSWORD) };
}
