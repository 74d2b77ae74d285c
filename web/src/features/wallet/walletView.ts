import { MSG } from '../../../../shared/messages';
import {
  ACTIVITY_LABELS,
  clampTopPercent,
  EVM_ADDRESS_PATTERN,
  ORDER_RULE_LABELS,
  WALLET_MEMO_MAX,
  WALLET_TOPUP_MAX,
  WALLET_TOPUP_MIN,
  WALLET_TRANSFER_MAX,
  WALLET_TX_PAGE_SIZE,
  WALLET_WITHDRAW_MAX,
  WALLET_WITHDRAW_MIN,
  type WalletTxMeta,
} from '../../../../shared/wallet';
import type { WithdrawalStatus } from './types';

/** A slice of a breakdown as the donut draws it (the server's segments, and the folded rest). */
interface BreakdownSegment {
  key: string;
  label: string;
  value: number;
}

/*
 * The wallet tab's rules without React (unit-tested in tests/unit/wallet-view.test.ts): form checks,
 * the top-up's return from the pay window and its failure words, paging, the donut's segments.
 */

/** A whole number typed by a person: digits with optional thousands commas and spaces, else null. */
export function parseWhole(text: string): number | null {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(clean)) return null;
  const n = Number(clean);
  return Number.isSafeInteger(n) ? n : null;
}

export const topupAmountError = (text: string): string | null => {
  const n = parseWhole(text);
  return n === null || n < WALLET_TOPUP_MIN || n > WALLET_TOPUP_MAX ? MSG.walletTopupAmountInvalid : null;
};

export const addressError = (text: string): string | null => (EVM_ADDRESS_PATTERN.test(text.trim()) ? null : MSG.walletAddressInvalid);

export interface TransferFields {
  to: string;
  amount: string;
  memo: string;
}

/** The transfer form's field errors; `selfId` is the signed-in user (sending to oneself is refused). */
export function transferErrors(f: TransferFields, selfId?: number): Partial<Record<keyof TransferFields, string>> {
  const errors: Partial<Record<keyof TransferFields, string>> = {};
  const to = parseWhole(f.to);
  if (to === null || to < 1) errors.to = MSG.walletUserIdInvalid;
  else if (selfId !== undefined && to === selfId) errors.to = MSG.walletTransferSelf;
  const amount = parseWhole(f.amount);
  if (amount === null || amount < 1) errors.amount = MSG.walletAmountInvalid;
  else if (amount > WALLET_TRANSFER_MAX) errors.amount = MSG.walletInsufficient;
  if (f.memo.trim().length > WALLET_MEMO_MAX) errors.memo = MSG.walletMemoTooLong;
  return errors;
}

export interface WithdrawFields {
  amount: string;
  address: string;
}

export function withdrawErrors(f: WithdrawFields, available?: number): Partial<Record<keyof WithdrawFields, string>> {
  const errors: Partial<Record<keyof WithdrawFields, string>> = {};
  const amount = parseWhole(f.amount);
  if (amount === null || amount < WALLET_WITHDRAW_MIN || amount > WALLET_WITHDRAW_MAX) errors.amount = MSG.walletWithdrawAmountInvalid;
  else if (available !== undefined && amount > Math.floor(available)) errors.amount = MSG.walletInsufficient;
  if (!EVM_ADDRESS_PATTERN.test(f.address.trim())) errors.address = MSG.walletWithdrawAddressInvalid;
  return errors;
}

/** "More" shows while the last page came back full (commerce.md §9: 20 a page, more if exactly 20). */
export const hasMorePage = (lastPageLength: number, size = WALLET_TX_PAGE_SIZE): boolean => lastPageLength === size;

/** What the pay window handed back on /main?tab=wallet (PortOne's m_redirect_url parameters). */
export interface ChargeReturn {
  impUid: string;
  merchantUid: string;
  /** imp_success=true and no error_code: the window says paid (the server still asks the gateway). */
  success: boolean;
  /** PortOne's error_msg, when it gave one. */
  message: string | null;
}

export const CHARGE_RETURN_KEYS = ['imp_uid', 'merchant_uid', 'imp_success', 'success', 'error_code', 'error_msg'] as const;

export function readChargeReturn(params: URLSearchParams): ChargeReturn | null {
  const merchantUid = params.get('merchant_uid');
  if (!merchantUid) return null;
  const ok = (params.get('imp_success') ?? params.get('success')) === 'true';
  return {
    impUid: params.get('imp_uid') ?? '',
    merchantUid,
    success: ok && !params.get('error_code'),
    message: params.get('error_msg') || null,
  };
}

/** The address the pay window returns to: the wallet tab, which finishes the top-up. */
export const CHARGE_RETURN_PATH = '/main?tab=wallet';

/** The SDK's stand-in (the local PortOne simulator's pay window), with the prepared order. */
export function payWindowUrl(prepared: { merchant_uid: string; name: string; amount: number }): string {
  const q = new URLSearchParams({
    merchant_uid: prepared.merchant_uid,
    name: prepared.name,
    amount: String(prepared.amount),
    redirect: CHARGE_RETURN_PATH,
  });
  return `/dev/portone/pay?${q}`;
}

/**
 * A top-up's failure (commerce.md §8): the server's detail, else the payment's own message, else the
 * general one. A payment that came back with an error code was cancelled or failed.
 */
export function topupFailureMessage({ detail, paymentMessage, errorCode }: { detail?: string | null; paymentMessage?: string | null; errorCode?: boolean }): string {
  if (detail) return detail;
  if (errorCode) return MSG.paymentFailed;
  if (paymentMessage) return paymentMessage;
  return MSG.walletTopupRequestFailed;
}

export interface DonutSlice extends BreakdownSegment {
  /** Share of the total, 0-100, one decimal. */
  percent: number;
}

/**
 * A breakdown as a donut shows it: positive segments, largest first, at most `max` (the rest folded
 * into one "기타" slice so the legend never grows past `max`).
 */
export function donutSlices(segments: readonly BreakdownSegment[], max: number): DonutSlice[] {
  const positive = segments.filter((s) => Number.isFinite(s.value) && s.value > 0).sort((a, b) => b.value - a.value);
  const total = positive.reduce((sum, s) => sum + s.value, 0);
  if (total === 0 || max < 1) return [];
  const kept = positive.length > max ? positive.slice(0, max - 1) : positive;
  const rest = positive.slice(kept.length).reduce((sum, s) => sum + s.value, 0);
  const slices = rest > 0 ? [...kept, { key: '__other', label: '기타', value: rest }] : kept;
  return slices.map((s) => ({ ...s, percent: Math.round((s.value / total) * 1000) / 10 }));
}

/** "상위 12.5%" (clamped to 0-100; whole numbers without a decimal). */
export const topPercentLabel = (value: number): string => {
  const p = Math.round(clampTopPercent(value) * 10) / 10;
  return `상위 ${Number.isInteger(p) ? p : p.toFixed(1)}%`;
};

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  requested: '요청됨',
  submitted: '전송 중',
  settled: '완료',
  failed: '실패',
};

export const withdrawalStatusPalette = (s: WithdrawalStatus): 'gray' | 'blue' | 'green' | 'red' =>
  s === 'settled' ? 'green' : s === 'failed' ? 'red' : s === 'submitted' ? 'blue' : 'gray';

/** 0x1234…abcd: an address short enough for a phone's row. */
export const shortAddress = (a: string): string => (a.length > 14 ? `${a.slice(0, 6)}…${a.slice(-4)}` : a);

const CAUSE_LABELS: Record<string, string> = { ...ACTIVITY_LABELS, ...ORDER_RULE_LABELS };

/** What an earning or its clawback was for ("사진 리뷰", "첫 주문 보너스 회수"); null for other entries. */
export function entryReason(meta: WalletTxMeta): string | null {
  const label = meta.cause ? CAUSE_LABELS[meta.cause] : undefined;
  if (!label) return null;
  return meta.clawback_of !== undefined ? `${label} 회수` : label;
}
