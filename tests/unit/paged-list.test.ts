import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ListEmpty } from '../../web/src/ui/list/ListEmpty';
import { pageCount, PagedList, type PagedQuery } from '../../web/src/ui/list/PagedList';

/* The one list scaffold (web/src/ui/list/PagedList.tsx) the paged screens share: each state from its query alone. */

const html = (el: ReactElement) =>
  renderToString(createElement(MemoryRouter, null, createElement(ChakraProvider, { value: defaultSystem, children: el })));
const text = (el: ReactElement) => html(el).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

interface Answer {
  rows: string[];
  total: number;
}
const query = (o: Partial<PagedQuery<Answer>>): PagedQuery<Answer> => ({
  data: undefined,
  isError: false,
  error: null,
  isPlaceholderData: false,
  isFetching: false,
  refetch: () => {},
  ...o,
});
const list = (q: PagedQuery<Answer>, page = 1) =>
  createElement(PagedList<Answer, string>, {
    query: q,
    items: (d) => d.rows,
    paging: (d) => ({ total: d.total, hasMore: page * 10 < d.total }),
    page,
    pageSize: 10,
    onPage: () => {},
    label: '주문 내역',
    failed: '주문 내역을 불러오지 못했습니다.',
    empty: createElement(ListEmpty, { title: '주문 내역이 없습니다.' }),
    header: (d) => `전체 ${d.total}건`,
    children: (rows) => rows.map((r) => createElement('p', { key: r }, r)),
  });

describe('pageCount: "x / y" of a pager', () => {
  it('is at least one page', () => {
    expect(pageCount(0, 10, 1, false)).toBe(1);
    expect(pageCount(10, 10, 1, false)).toBe(1);
    expect(pageCount(11, 10, 1, false)).toBe(2);
  });
  it('never says fewer pages than has_more proves (an estimated total)', () => {
    expect(pageCount(20, 10, 2, true)).toBe(3);
    expect(pageCount(20, 10, 5, false)).toBe(5);
  });
});

describe('PagedList', () => {
  it('shows the loading rows, then the failure with a retry', () => {
    expect(html(list(query({})))).toContain('aria-label="주문 내역 불러오는 중"');
    const failed = text(list(query({ isError: true, error: new Error('x') })));
    expect(failed).toContain('주문 내역을 불러오지 못했습니다.');
    expect(failed).toContain('다시 시도');
  });
  it('shows the empty state on page one, and loading rows on a page past the end (it moves back)', () => {
    expect(text(list(query({ data: { rows: [], total: 0 } })))).toContain('주문 내역이 없습니다.');
    const past = html(list(query({ data: { rows: [], total: 12 } }), 5));
    expect(past).not.toContain('주문 내역이 없습니다.');
    expect(past).toContain('aria-label="주문 내역 불러오는 중"');
  });
  it('shows the header, the rows and the pager with x / y', () => {
    const out = text(list(query({ data: { rows: ['가', '나'], total: 12 } })));
    expect(out).toContain('전체 12건');
    expect(out).toContain('가');
    expect(out).toContain('1 / 2');
    expect(html(list(query({ data: { rows: ['가'], total: 1 } })))).not.toContain('주문 내역 페이지');
  });
});
