import { payments } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { WalletChargePrepared } from '../../../shared/schemas/wallet';
import type { UserCtx } from '../../env';
import { randomDigits } from '../../lib/crypto';
import { paymentBuyer } from '../../scope/people';
import { payerOf } from '../subscriptions/internal';
import { walletOfUser } from './internal';

/** Our order number of a top-up (the gateway's merchant_uid): random and unguessable, like a product payment's. */
const topupOrderNo = () => `W${Date.now().toString(36).toUpperCase()}${randomDigits(8)}${randomDigits(8)}`;

/**
 * POST /api/wallet/charge/prepare {amount} (and POST /api/wallet/topup, its alias): a pending payment
 * of purpose wallet_topup for the caller on their own site, the amount the server's from here on
 * (docs/wallet.md Top-up). The browser opens the gateway's SDK with the answer; nothing is credited
 * until the callback has asked the gateway. A retry makes another pending payment, which nobody pays
 * and the clean-up expires: so no Idempotency-Key is needed here. No wallet: 404 (make one first).
 */
export async function prepareCharge({ ctx, input }: { ctx: UserCtx; input: { amount: number } }): Promise<WalletChargePrepared> {
  if (!(await walletOfUser(ctx.db, ctx.own, ctx.user.id))) throw new AppError('NOT_FOUND', MSG.walletNotFound);
  const payer = await payerOf(ctx, ctx.own, ctx.user.id);
  const name = `포인트 ${input.amount.toLocaleString('ko-KR')}P 충전`;
  const [row] = await ctx.db
    .insert(payments)
    .values(
      ctx.own.row({
        ...ctx.own.personRow(paymentBuyer, ctx.user.id),
        shopOrderNo: topupOrderNo(),
        goodsName: name,
        productTitle: name,
        unitPrice: input.amount,
        qty: 1,
        amount: input.amount,
        buyerName: payer.name,
        buyerEmail: payer.email,
        buyerTel: payer.tel,
        purpose: 'wallet_topup' as const,
      }),
    )
    .returning();
  return { merchant_uid: row.shopOrderNo, name: row.goodsName, amount: row.amount, payment_id: row.id };
}
