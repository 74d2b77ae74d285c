import type { WalletChargePrepared, WalletTopupInput } from '../../../shared/schemas/wallet';
import type { UserCtx } from '../../env';
import { prepareCharge } from './prepare-charge';

/**
 * POST /api/wallet/topup {amount_fiat, payment_method}: the spec's name of a top-up's start, an alias
 * of POST /api/wallet/charge/prepare (docs/wallet.md Top-up): the same pending payment and answer.
 * A card is the only method, so it only picks the gateway's payMethod.
 */
export const topup = ({ ctx, input }: { ctx: UserCtx; input: WalletTopupInput }): Promise<WalletChargePrepared> =>
  prepareCharge({ ctx, input: { amount: input.amount_fiat } });
