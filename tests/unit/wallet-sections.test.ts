import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { BridgeStatusList } from '../../web/src/features/wallet/BridgeStatusList';
import { LeaderboardSection } from '../../web/src/features/wallet/LeaderboardSection';
import type { Leaderboard, SectionQuery, Withdrawal } from '../../web/src/features/wallet/types';
import { WithdrawPanel } from '../../web/src/features/wallet/WithdrawPanel';

/*
 * The wallet tab's sections that wait for their procedures (types.ts): each state renders from its
 * props alone, the way WalletTab will give them once useWalletExtras is wired.
 */

const html = (el: ReactElement) => renderToString(createElement(ChakraProvider, { value: defaultSystem, children: el }));
const text = (el: ReactElement) => html(el).replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

const query = <T>(o: Partial<SectionQuery<T>>): SectionQuery<T> => ({ data: undefined, isLoading: false, error: null, refetch: () => {}, ...o });
const breakdown = { segments: [{ key: 'review_photo' as const, label: '사진 리뷰', value: 30 }], total: 30 };

describe('LeaderboardSection', () => {
  const board: Leaderboard = {
    me: { rank: 3, top_percent: 140, breakdown },
    top: Array.from({ length: 12 }, (_, i) => ({ rank: i + 1, user_id: 100 + i, username: `user${i + 1}`, total_score: 1000 - i, breakdown })),
  };
  it('shows loading, then the error with a retry', () => {
    expect(html(createElement(LeaderboardSection, { query: query<Leaderboard>({ isLoading: true }) }))).toContain('aria-busy="true"');
    const failed = text(createElement(LeaderboardSection, { query: query<Leaderboard>({ error: new Error('x') }) }));
    expect(failed).toContain(MSG.walletLeaderboardFailed);
    expect(failed).toContain('다시 시도');
  });
  it('shows my rank with top_percent clamped, and the top 10 only', () => {
    const out = text(createElement(LeaderboardSection, { query: query({ data: board }), selfId: 101 }));
    expect(out).toContain('3위');
    expect(out).toContain('상위 100%');
    expect(out).toContain('user10');
    expect(out).not.toContain('user11');
    expect(out).toContain('user2 (나)');
  });
  it('says when nobody is ranked and I have no score', () => {
    const out = text(createElement(LeaderboardSection, { query: query<Leaderboard>({ data: { me: { rank: 1, top_percent: 100, breakdown: { segments: [], total: 0 } }, top: [] } }) }));
    expect(out).toContain('순위 없음');
    expect(out).toContain('아직 적립된 점수가 없습니다.');
    expect(out).toContain('아직 순위가 없습니다.');
  });
});

describe('BridgeStatusList', () => {
  const w: Withdrawal = { id: 1, amount: 1500, target_address: `0x${'ab'.repeat(20)}`, target_chain: 'ethereum', status: 'submitted', created_at: new Date('2026-11-25T05:05:00Z'), bridge_tx_id: 'sim-1', failure_reason: null, updated_at: new Date('2026-11-25T05:05:00Z'), finished_at: null };
  it('shows loading, error with retry, empty and the list', () => {
    expect(html(createElement(BridgeStatusList, { query: query<Withdrawal[]>({ isLoading: true }) }))).toContain('aria-busy="true"');
    expect(text(createElement(BridgeStatusList, { query: query<Withdrawal[]>({ error: new Error('x') }) }))).toContain(MSG.walletBridgeStatusFailed);
    expect(text(createElement(BridgeStatusList, { query: query<Withdrawal[]>({ data: [] }) }))).toContain('출금 내역이 없습니다.');
    const out = text(createElement(BridgeStatusList, { query: query({ data: [w] }) }));
    expect(out).toContain('1,500P');
    expect(out).toContain('전송 중');
    expect(out).toContain('0xabab…abab');
    expect(out).toContain('2026.11.25 14:05');
  });
});

describe('WithdrawPanel', () => {
  it('labels its fields and picks ethereum by default', () => {
    const out = html(createElement(WithdrawPanel, { onSubmit: async () => {}, available: 1200, defaultAddress: `0x${'cd'.repeat(20)}` }));
    for (const label of ['출금 포인트', '받을 주소', '네트워크']) expect(out).toContain(label);
    expect(out).toMatch(/<option value="ethereum"[^>]*selected/);
    expect(out).toContain('출금 가능 1,200P');
  });
});
