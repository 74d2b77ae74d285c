// TEMPORARY preview with mocked dashboard answers (not committed).
import { expect, test, type Page } from '@playwright/test';
import { trpcQuery } from './catalogue/api';
import { FIRST_PAINT, login, settled, siteUrl } from './fixtures';

test('preview', async ({ page, request }, info) => {
  test.setTimeout(300_000);
  const posts = ((await (await request.get(siteUrl('localhost', '/api/content/posts?size=20'))).json()) as { posts: any[] }).posts;
  const videos = posts.filter((p) => p.is_video);
  const plain = posts.filter((p) => !p.is_video);
  const reviews = (await trpcQuery<{ reviews: any[] }>(request, 'reviews.myReviews', { skip: 0, limit: 20 }).catch(() => ({ reviews: [] as any[] }))).reviews;
  const stats = { products: { total: 12, selling: 9, stopped: 3, sold_out: 2, deleted: 4 }, orders: { total: 40, pending: 3, in_progress: 5, delivered: 30, sales_30d: 1234500, orders_30d: 17 }, content: { posts: 4, videos: 2, announcements: 1, views: 12345, likes: 88, comments: 1002 }, reviews: { count: 21, average_rating: 4.3 } };
  const list = (items: any[], key: string) => ({ [key]: items, total: items.length + 20, limit: 6, offset: 0, has_more: true });
  const now = new Date().toISOString();
  const comments = { comment_groups: plain.slice(0, 3).map((p, i) => ({ post: { id: p.id, title: p.title, is_video: false, is_announcement: i === 1 }, comments: [0, 1].map((j) => ({ id: i * 10 + j, post_id: p.id, parent_id: j ? 1 : null, depth: j, content: '와 정말 맛있어 보여요! 다음에 꼭 주문할게요. 아주 긴 댓글이 어떻게 보이는지 보려고 더 길게 적어봅니다.', author: { id: 1, username: '망원동새댁' }, created_at: now })) })), total: 6, limit: 10, offset: 0, has_more: false };
  const activity = { activities: [
    { kind: 'comment', id: 1, actor: '망원동새댁', subject: '양평 들녘의 아침', subject_id: posts[0]?.id ?? 1, text: '와 하늘 색이 너무 예뻐요.', rating: null, created_at: now },
    { kind: 'review', id: 2, actor: '연남동집밥러', subject: '유기농 방울토마토 1kg', subject_id: 1, text: '아주 달아요', rating: 4, created_at: now },
    { kind: 'order', id: 3, actor: '공덕주민', subject: '햇살농원 채소 꾸러미 아주 긴 상품 이름이 들어가면 어떻게 될까', subject_id: 1, text: '주문 접수', rating: null, created_at: now },
  ] };
  const fakeReview = (id: number, pid: number) => ({ id, user_id: 5, user: { id: 5, username: '망원동새댁' }, product_id: pid, product: { title: 'x', price: 1000, image_url: null }, product_info: { id: pid }, rating: 4, title: '맛있어요', content: '신선하고 달아요. 다음에도 주문할게요.', media: [], helpful_count: 2, is_helpful_by_current_user: false, created_at: now, updated_at: now });
  const groups = [1, 2, 3].map((pid) => ({ product: { id: pid, title: `상품 ${pid} 유기농 방울토마토 1kg 아주 긴 이름`, image_url: null }, review_count: 12, average_rating: 4.3, reviews: [fakeReview(pid * 10, pid), fakeReview(pid * 10 + 1, pid)] }));
  const mocks: Record<string, unknown> = {
    'dashboard.stats': stats,
    'dashboard.contents': list(posts.slice(0, 6), 'contents'),
    'dashboard.recentActivity': activity,
    'dashboard.myAnnouncements': list(posts.filter((p) => p.is_announcement).concat(plain.slice(0, 2)), 'announcements'),
    'dashboard.comments': comments,
    'dashboard.reviews': { reviews: groups.flatMap((g) => g.reviews), groups, total: 6, limit: 20, offset: 0, has_more: false },
  };
  await page.route((u) => u.pathname.startsWith('/trpc/') && u.pathname.includes('dashboard.'), async (route) => {
    const url = new URL(route.request().url());
    const names = url.pathname.replace(/^\/trpc\//, '').split(',');
    const input = JSON.parse(url.searchParams.get('input') ?? '{}');
    const body = names.map((n, i) => {
      let data = mocks[n];
      if (n === 'dashboard.contents') {
        const t = input[i]?.json?.content_type;
        data = list(t === 'video' ? videos.slice(0, 6) : t === 'post' ? plain.slice(0, 6) : posts.slice(0, 6), 'contents');
      }
      return { result: { data: { json: data } } };
    });
    await route.fulfill({ status: 200, json: body });
  });
  await login(page, 'merchant@example.com', 'demo1234!');
  await expect(page).toHaveURL(/merchant\/dashboard/, FIRST_PAINT);
  for (const w of [390, 1280, 320]) {
    await page.setViewportSize({ width: w, height: 900 });
    for (const tab of ['home', 'videos', 'posts', 'announcements', 'comments', 'reviews']) {
      await page.goto(tab === 'home' ? '/merchant/dashboard' : `/merchant/dashboard?tab=${tab}`);
      await settled(page);
      await page.waitForTimeout(500);
      const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(tab, w, 'overflow', over);
      await page.screenshot({ path: info.outputPath(`p-${tab}-${w}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /리뷰 통계/ }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: info.outputPath(`p-modal-390.png`) });
});
