import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';

/**
 * POST /api/payment/charge, a stub in the spec: nothing is charged outside the gateway's pay page,
 * so it says where charges go (a 400) instead of pretending to succeed.
 */
export async function refuseCharge(): Promise<never> {
  throw new AppError('BAD_REQUEST', MSG.paymentChargeUseSession);
}
