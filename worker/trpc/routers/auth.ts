import {
  changePasswordSchema,
  customerRegistrationSchema,
  findEmailSchema,
  kakaoCallbackSchema,
  kakaoLoginSchema,
  loginInputSchema,
  merchantRegistrationSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  resetRequestSchema,
  sendVerificationSchema,
  verifyEmailSchema,
} from '../../../shared/schemas/auth';
import { changePassword } from '../../services/auth/change-password';
import { deleteAccount } from '../../services/auth/delete-account';
import { findEmail } from '../../services/auth/find-email';
import { getMe } from '../../services/auth/get-me';
import { kakaoAuthUrl } from '../../services/auth/kakao-auth-url';
import { kakaoCallback } from '../../services/auth/kakao-callback';
import { kakaoLogin } from '../../services/auth/kakao-login';
import { kakaoRedirectUri } from '../../services/auth/internal-kakao';
import { login } from '../../services/auth/login';
import { logout } from '../../services/auth/logout';
import { registerCustomer } from '../../services/auth/register-customer';
import { registerMerchant } from '../../services/auth/register-merchant';
import { requestPasswordReset } from '../../services/auth/request-password-reset';
import { resetPassword } from '../../services/auth/reset-password';
import { sendVerificationEmail } from '../../services/auth/send-verification-email';
import { updateProfile } from '../../services/auth/update-profile';
import { verifyEmail } from '../../services/auth/verify-email';
import { decodeDataUrlFile } from '../../lib/data-url';
import { authedProcedure, publicProcedure, router, withFeature } from '../init';

// Defined beside the Kakao service so the REST path and this router use the same address.
export { kakaoRedirectUri };

export const authRouter = router({
  login: publicProcedure.input(loginInputSchema).mutation(({ ctx, input }) => login({ ctx: ctx.svc, input })),
  me: authedProcedure.query(({ ctx }) => getMe({ ctx: ctx.svc })),
  logout: authedProcedure.mutation(({ ctx }) => logout({ ctx: ctx.svc, input: {} })),

  sendVerificationEmail: publicProcedure
    .input(sendVerificationSchema)
    .mutation(({ ctx, input }) => sendVerificationEmail({ ctx: ctx.svc, input })),
  verifyEmail: publicProcedure.input(verifyEmailSchema).mutation(({ ctx, input }) => verifyEmail({ ctx: ctx.svc, input })),
  registerCustomer: publicProcedure
    .input(customerRegistrationSchema)
    .mutation(({ ctx, input }) => registerCustomer({ ctx: ctx.svc, input })),
  registerMerchant: publicProcedure
    .use(withFeature('merchant'))
    .input(merchantRegistrationSchema)
    .mutation(({ ctx, input }) => {
      const { business_license_file, ecommerce_report_file } = input.merchant;
      const files = {
        business_license_file: business_license_file ? decodeDataUrlFile(business_license_file, 'business_license') : undefined,
        ecommerce_report_file: ecommerce_report_file ? decodeDataUrlFile(ecommerce_report_file, 'ecommerce_report') : undefined,
      };
      return registerMerchant({ ctx: ctx.svc, input: { ...input, files } });
    }),

  findEmail: publicProcedure.input(findEmailSchema).mutation(({ ctx, input }) => findEmail({ ctx: ctx.svc, input })),
  requestPasswordReset: publicProcedure
    .input(resetRequestSchema)
    .mutation(({ ctx, input }) => requestPasswordReset({ ctx: ctx.svc, input })),
  resetPassword: publicProcedure.input(resetPasswordSchema).mutation(({ ctx, input }) => resetPassword({ ctx: ctx.svc, input })),

  updateProfile: authedProcedure.input(profileUpdateSchema).mutation(({ ctx, input }) => updateProfile({ ctx: ctx.svc, input })),
  changePassword: authedProcedure
    .input(changePasswordSchema)
    .mutation(({ ctx, input }) => changePassword({ ctx: ctx.svc, input })),
  deleteAccount: authedProcedure.mutation(({ ctx }) => deleteAccount({ ctx: ctx.svc, input: {} })),

  kakaoAuthUrl: publicProcedure
    .use(withFeature('social_login'))
    .query(({ ctx }) => kakaoAuthUrl({ ctx: ctx.svc, input: { redirectUri: kakaoRedirectUri(ctx.svc.request.origin) } })),
  kakaoLogin: publicProcedure
    .use(withFeature('social_login'))
    .input(kakaoLoginSchema)
    .mutation(({ ctx, input }) => kakaoLogin({ ctx: ctx.svc, input })),
  kakaoCallback: publicProcedure
    .use(withFeature('social_login'))
    .input(kakaoCallbackSchema)
    .mutation(({ ctx, input }) =>
      kakaoCallback({ ctx: ctx.svc, input: { ...input, redirectUri: kakaoRedirectUri(ctx.svc.request.origin) } }),
    ),
});

