import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { categoryValues, createProduct, loginToken, trpcMutation, trpcQuery, type CreatedProduct, type NewProduct } from './catalogue/api';
import { FIRST_PAINT, login, settled, seriousViolations } from './fixtures';

/*
 * Buying from the product page: the payment modal, the gateway simulator's pay page, /payment/callback,
 * then /orders and /mypage/payments. Each test sells its own products (made by the demo merchant
 * through the API), so it does not depend on the seed's stock or on the other tests.
 */

const loaded = expect.configure(FIRST_PAINT);
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const CUSTOMER = 'customer@example.com';

async function sellProduct(
  request: APIRequestContext,
  kind: 'shopping' | 'delivery',
  title: string,
  price: number,
  remaining = 10,
  deliveryAvailable = true,
) {
  const token = await loginToken(request, 'merchant@example.com');
  const [category] = await categoryValues(request, kind);
  // delivery_available: main's product input takes it; the shared test helper's type does not name it yet.
  const fields: NewProduct & { delivery_available: boolean } = {
    title,
    price,
    description: '결제 테스트 상품입니다.',
    is_delivery: kind === 'delivery',
    ...(kind === 'delivery' ? { delivery_category: category } : { category }),
    display_remaining: remaining,
    delivery_available: deliveryAvailable,
  };
  const product = await createProduct(request, token, fields);
  return { product, merchantToken: token };
}

/** Opens the product page as the signed-in customer and the payment modal on it. */
async function openModal(page: Page, product: CreatedProduct): Promise<Locator> {
  await page.goto(`/products/${product.id}`);
  await loaded(page.getByRole('heading', { name: product.title, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: '구매하기' }).click();
  const dialog = page.getByRole('dialog', { name: '주문·결제' });
  await loaded(dialog).toBeVisible();
  return dialog;
}

async function fillDelivery(dialog: Locator) {
  await dialog.getByLabel('이름').fill('김고객');
  await dialog.getByLabel('휴대폰 번호').fill('');
  await dialog.getByLabel('휴대폰 번호').pressSequentially('01098765432');
  await expect(dialog.getByLabel('휴대폰 번호')).toHaveValue('010-9876-5432');
  await dialog.getByLabel('우편번호').fill('03900');
  await dialog.getByLabel('배송 주소').fill('서울특별시 마포구 월드컵북로 400');
  await dialog.getByLabel('상세 주소 (선택)').fill('5층');
}

/** Submits the modal and answers the simulator's pay page with `decision`; ends on /payment/callback. */
async function pay(page: Page, dialog: Locator, decision: '승인' | '거절') {
  await dialog.getByRole('button', { name: /결제하기$/ }).click();
  await page.waitForURL(/\/dev\/easypay\//, FIRST_PAINT);
  await page.getByRole('button', { name: decision, exact: true }).click();
  await page.waitForURL(/\/payment\/callback/, FIRST_PAINT);
}

async function userOrder(request: APIRequestContext, title: string) {
  const token = await loginToken(request, CUSTOMER);
  const { deliveries } = await trpcQuery<{ deliveries: { id: number; items: { product_title: string }[] }[] }>(
    request,
    'orders.deliveries.userOrders',
    { skip: 0, limit: 100 },
    { token },
  );
  const order = deliveries.find((d) => d.items[0]?.product_title === title);
  expect(order, `an order of ${title}`).toBeTruthy();
  return order!;
}

test('a guest who taps 구매하기 is sent to login; a sold-out product cannot be bought', async ({ page, request }) => {
  const { product } = await sellProduct(request, 'shopping', unique('게스트 사과'), 9_000);
  await page.goto(`/products/${product.id}`);
  await loaded(page.getByRole('heading', { name: product.title, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: '구매하기' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const { product: soldOut } = await sellProduct(request, 'shopping', unique('품절 배'), 9_000, 0);
  await login(page, CUSTOMER, 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`/products/${soldOut.id}`);
  await loaded(page.getByRole('heading', { name: soldOut.title, level: 2 })).toBeVisible();
  // Sold out: the badge says so and the restock alert stands where the buy button was (the
  // fallback shown while that part loads is a disabled 재고 없음 button, so wait for the part itself).
  await expect(page.getByText('재고 없음', { exact: true }).first()).toBeVisible();
  await loaded(page.getByTestId('restock-button')).toHaveText('재입고 알림 신청');
  await expect(page.getByRole('button', { name: '구매하기' })).toHaveCount(0);

  // A pickup-only product offers pickup alone, without shipping.
  const { product: pickupOnly } = await sellProduct(request, 'shopping', unique('픽업 전용 떡'), 7_000, 10, false);
  const dialog = await openModal(page, pickupOnly);
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expect(dialog.getByRole('radio', { name: '매장 픽업' })).toBeChecked();
  await expect(dialog.getByText('이 상품은 픽업만 가능합니다.')).toBeVisible();
  await expect(dialog.getByTestId('checkout-amount')).toHaveText('7,000원');
  await dialog.getByRole('button', { name: '결제 창 닫기' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the customer buys a delivery product: the modal total, the pay page, the callback, /orders and /mypage/payments', async ({ page, request }) => {
  test.slow();
  const title = unique('배송 사과 상자');
  const { product, merchantToken } = await sellProduct(request, 'shopping', title, 20_000, 5);
  await login(page, CUSTOMER, 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  const dialog = await openModal(page, product);

  // Prefilled from the account; shipping under the threshold, none from 50,000 won on.
  await expect(dialog.getByLabel('이메일')).toHaveValue(CUSTOMER);
  const shipping = dialog.getByTestId('checkout-shipping');
  const amount = dialog.getByTestId('checkout-amount');
  await expect(shipping).toHaveText('3,000원');
  await expect(amount).toHaveText('23,000원');
  await dialog.getByRole('button', { name: '수량 늘리기' }).click();
  await dialog.getByRole('button', { name: '수량 늘리기' }).click();
  await expect(shipping).toHaveText('무료');
  await expect(amount).toHaveText('60,000원');
  // Not more than the five that remain: + stops at five; a typed nine stays nine, is refused in so many
  // words and cannot be paid.
  const qty = dialog.getByRole('textbox', { name: '수량' });
  await dialog.getByRole('button', { name: '수량 늘리기' }).click();
  await dialog.getByRole('button', { name: '수량 늘리기' }).click();
  await expect(qty).toHaveValue('5');
  await expect(dialog.getByRole('button', { name: '수량 늘리기' })).toBeDisabled();
  await qty.fill('9');
  await expect(qty).toHaveValue('9');
  await expect(dialog.getByTestId('checkout-qty-over')).toHaveText('남은 수량보다 많이 주문할 수 없습니다. 수량을 5개 이하로 줄여주세요.');
  await expect(dialog.getByRole('button', { name: /결제하기$/ })).toBeDisabled();
  await expect(qty).toHaveAttribute('aria-invalid', 'true');
  // Typing keeps digits only, never below one.
  await qty.fill('0');
  await expect(qty).toHaveValue('1');
  await qty.fill('2');
  await expect(dialog.getByTestId('checkout-qty-over')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /결제하기$/ })).toBeEnabled();
  await expect(shipping).toHaveText('3,000원');
  await expect(amount).toHaveText('43,000원');
  await expect(dialog.getByRole('button', { name: '43,000원 결제하기' })).toBeVisible();

  await fillDelivery(dialog);
  // The consents are required.
  await dialog.getByRole('button', { name: /결제하기$/ }).click();
  await expect(dialog.getByText('필수 약관에 모두 동의해주세요.')).toBeVisible();
  await expect(page).toHaveURL(/\/products\//);
  // Measured without the pointer resting on a button (its hover colour is not what is read).
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByText('필수 약관 전체 동의').click();
  await expect(dialog.getByText('필수 약관에 모두 동의해주세요.')).toHaveCount(0);

  await dialog.getByRole('button', { name: /결제하기$/ }).click();
  await page.waitForURL(/\/dev\/easypay\//, FIRST_PAINT);
  await expect(page.getByText('43,000원')).toBeVisible();
  await page.getByRole('button', { name: '승인', exact: true }).click();
  await page.waitForURL(/\/payment\/callback\?resCd=0000/, FIRST_PAINT);

  await loaded(page.getByRole('heading', { name: '결제 완료' })).toBeVisible();
  await expect(page.getByTestId('approval-no')).toHaveText(new URL(page.url()).searchParams.get('pgCno')!);
  expect(await page.evaluate(() => sessionStorage.getItem('subscription-reload'))).toBe('true');
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: '주문 내역 보기' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page.getByTestId('order-card').filter({ hasText: title });
  await loaded(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('주문 접수');
  // A shopping product's delivery goes by parcel: the order reads 택배.
  await expect(card.getByTestId('order-kind')).toHaveText('택배');
  await expect(card.getByText(`${title} × 2`)).toBeVisible();
  await expect(card.getByText('43,000원')).toBeVisible();
  await expect(card.getByText(/월드컵북로 400, 5층/)).toBeVisible();
  await expect(card.getByRole('button', { name: '수령 확인' })).toHaveCount(0);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The shop delivers; the buyer confirms receipt once.
  const order = await userOrder(request, title);
  await trpcMutation(request, 'orders.deliveries.updateStatus', { order_id: order.id, status: 'DELIVERED', memo: '문 앞에 두었습니다' }, { token: merchantToken });
  await page.reload();
  await loaded(card.getByTestId('order-status')).toHaveText('배송 완료');
  await expect(card.getByText('판매자 메모: 문 앞에 두었습니다')).toBeVisible();
  await card.getByRole('button', { name: '수령 확인' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '수령 확인' }).click();
  await expect(card.getByTestId('order-confirmed')).toContainText('수령 확인 완료');
  await expect(card.getByRole('button', { name: '수령 확인' })).toHaveCount(0);

  // The account menu (in the normal header) leads to the payments list.
  await page.goto('/main');
  await loaded(page.getByRole('button', { name: /사용자 메뉴/ })).toBeVisible();
  await page.getByRole('button', { name: /사용자 메뉴/ }).click();
  await expect(page.getByRole('menuitem', { name: '주문·배송 내역' })).toBeVisible();
  await page.getByRole('menuitem', { name: '결제 내역' }).click();
  await expect(page).toHaveURL(/\/mypage\/payments$/);
  const row = page.getByTestId('payment-row').filter({ hasText: title });
  await loaded(row).toBeVisible();
  await expect(row.getByText('43,000원')).toBeVisible();
  await expect(row.getByText('2개')).toBeVisible();
  await expect(row.getByText('결제 완료')).toBeVisible();
  await expect(row.getByText(/^P[0-9A-Z]+$/)).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The stock went down by what was bought.
  await page.goto(`/products/${product.id}`);
  await loaded(page.getByText('3개 남음')).toBeVisible();
});

test('a pickup purchase has no shipping and shows the pickup labels in /orders', async ({ page, request }) => {
  test.slow();
  const title = unique('픽업 김밥');
  const { product, merchantToken } = await sellProduct(request, 'delivery', title, 8_000, -1);
  await login(page, CUSTOMER, 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  const dialog = await openModal(page, product);
  await expect(dialog.getByTestId('checkout-shipping')).toHaveText('3,000원');
  await dialog.getByText('매장 픽업').click();
  await expect(dialog.getByTestId('checkout-shipping')).toHaveText('픽업 (배송비 없음)');
  await expect(dialog.getByTestId('checkout-amount')).toHaveText('8,000원');
  await expect(dialog.getByLabel('배송 주소')).toHaveCount(0);
  await dialog.getByLabel('이름').fill('김픽업');
  await dialog.getByLabel('휴대폰 번호').fill('010-2222-3333');
  await dialog.getByText('필수 약관 전체 동의').click();
  await pay(page, dialog, '승인');
  await loaded(page.getByRole('heading', { name: '결제 완료' })).toBeVisible();

  const order = await userOrder(request, title);
  await trpcMutation(request, 'orders.deliveries.updateStatus', { order_id: order.id, status: 'READY' }, { token: merchantToken });
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: title });
  await loaded(card).toBeVisible();
  await expect(card.getByTestId('order-kind')).toHaveText('픽업');
  await expect(card.getByTestId('order-status')).toHaveText('픽업 대기');
  await expect(card.getByText('8,000원').first()).toBeVisible();

  await trpcMutation(request, 'orders.deliveries.updateStatus', { order_id: order.id, status: 'DELIVERED' }, { token: merchantToken });
  await page.reload();
  await loaded(card.getByTestId('order-status')).toHaveText('픽업 완료');
  await expect(card.getByRole('button', { name: '수령 확인' })).toBeVisible();
});

test('a declined card ends on the failure page, makes no order and lists a failed payment', async ({ page, request }) => {
  const title = unique('거절 감귤');
  const { product } = await sellProduct(request, 'shopping', title, 15_000);
  await login(page, CUSTOMER, 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  const dialog = await openModal(page, product);
  await dialog.getByRole('button', { name: '수량 늘리기' }).click();
  await fillDelivery(dialog);
  await dialog.getByText('필수 약관 전체 동의').click();
  await pay(page, dialog, '거절');

  await expect(page).not.toHaveURL(/resCd=0000/);
  await loaded(page.getByText('결제가 취소되거나 실패했습니다.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '결제 실패' })).toBeVisible();
  // The simulator's refusal (C052) in Korean.
  await expect(page.getByTestId('failure-reason')).toHaveText('사유: 카드 한도가 초과되었습니다.');
  await expect(page.getByRole('link', { name: '주문 내역 보기' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '홈으로' })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  const failedAt = page.url();

  await page.goto('/mypage/payments');
  const row = page.getByTestId('payment-row').filter({ hasText: title });
  await loaded(row).toBeVisible();
  await expect(row.getByText('결제 실패')).toBeVisible();
  await page.goto('/orders');
  await loaded(page.getByTestId('order-card').first().or(page.getByText('주문 내역이 없습니다.'))).toBeVisible();
  await expect(page.getByTestId('order-card').filter({ hasText: title })).toHaveCount(0);

  // 다시 결제 opens the product's payment with the quantity of the declined one.
  await page.goto(failedAt);
  await loaded(page.getByRole('link', { name: '다시 결제' })).toBeVisible();
  await page.getByRole('link', { name: '다시 결제' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
  const again = page.getByRole('dialog', { name: '주문·결제' });
  await loaded(again).toBeVisible();
  await expect(again.getByRole('textbox', { name: '수량' })).toHaveValue('2');
  await expect(again.getByTestId('checkout-amount')).toHaveText('33,000원');
});

test('the demo customer’s abandoned payment reads 기한 만료; 다시 결제 opens the modal with its quantity', async ({ page, request }) => {
  // The seed's expired payment (the scheduled clean-up's work, tests/integration/payments/expiry.test.ts),
  // on whichever page of the list the other tests' payments pushed it to.
  const token = await loginToken(request, CUSTOMER);
  const { payments } = await trpcQuery<{ payments: { id: number; status: string; product_id: number | null; qty: number; shop_order_no: string }[] }>(
    request,
    'orders.payments.list',
    { skip: 0, limit: 100 },
    { token },
  );
  const at = payments.findIndex((p) => p.status === 'expired' && p.product_id !== null);
  expect(at, 'the seed’s expired payment').toBeGreaterThanOrEqual(0);
  const expired = payments[at];

  await login(page, CUSTOMER, 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`/mypage/payments?page=${Math.floor(at / 10) + 1}`);
  const row = page.getByTestId('payment-row').filter({ hasText: expired.shop_order_no });
  await loaded(row).toBeVisible();
  await expect(row.getByText('기한 만료')).toBeVisible();
  await row.getByRole('link', { name: /다시 결제$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${expired.product_id}$`));
  const again = page.getByRole('dialog', { name: '주문·결제' });
  await loaded(again).toBeVisible();
  await expect(again.getByRole('textbox', { name: '수량' })).toHaveValue(String(expired.qty));
});

test('/mypage/payments shows 10 payments a page with 이전 / 다음 and page x / y', async ({ page, request }) => {
  // Another demo customer (the seed gives them paid payments too): at least 11 in all, and at least
  // one new pending session, which as the newest opens page 1.
  const email = 'neighbor4@example.com';
  const token = await loginToken(request, email);
  const { product } = await sellProduct(request, 'shopping', unique('페이지 자두'), 5_000);
  const before = (await trpcQuery<{ total: number }>(request, 'orders.payments.list', { skip: 0, limit: 1 }, { token })).total;
  const needed = Math.max(1, 11 - before);
  for (let i = 0; i < needed; i++) {
    await trpcMutation(
      request,
      'orders.payments.session',
      { productId: product.id, qty: 1, deviceType: 'mobile', buyerName: '이웃', buyerEmail: email, buyerTel: '010-1111-2222', order_type: 'delivery', buyerAddr: '서울 마포구 1' },
      { token },
    );
  }
  const total = before + needed;
  const pages = Math.ceil(total / 10);
  await login(page, email, 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/mypage/payments');
  await loaded(page.getByTestId('payment-row').first()).toBeVisible();
  await expect(page.getByTestId('payment-row')).toHaveCount(10);
  await expect(page.getByText(`전체 ${total}건`)).toBeVisible();
  await expect(page.getByText('결제 대기').first()).toBeVisible();
  const pager = page.getByRole('navigation', { name: '결제 내역 페이지' });
  await expect(pager.getByText(`1 / ${pages}`)).toBeVisible();
  await expect(pager.getByRole('button', { name: '이전' })).toBeDisabled();
  await pager.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.getByText(`2 / ${pages}`)).toBeVisible();
  await expect(pager.getByRole('button', { name: '이전' })).toBeEnabled();
  if (pages === 2) {
    await expect(page.getByTestId('payment-row')).toHaveCount(total - 10);
    await expect(pager.getByRole('button', { name: '다음' })).toBeDisabled();
  }
  await pager.getByRole('button', { name: '이전' }).click();
  await expect(pager.getByText(`1 / ${pages}`)).toBeVisible();
});

test('at 320 px the modal, /orders and /mypage/payments do not scroll sideways', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const title = `초장기간숙성발효유기농무농약친환경특등급프리미엄사과즙${Date.now().toString(36)}`;
  const { product } = await sellProduct(request, 'delivery', title, 99_000);
  await login(page, CUSTOMER, 'demo1234!');
  await page.waitForURL((url) => url.pathname !== '/login');
  const dialog = await openModal(page, product);
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320.5);
  // Nothing inside the dialog is wider than the dialog itself.
  const wider = await dialog.evaluate((el) => {
    const right = el.getBoundingClientRect().right + 0.5;
    return Array.from(el.querySelectorAll('*')).filter((c) => c.getBoundingClientRect().right > right).length;
  });
  expect(wider).toBe(0);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: '취소', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  for (const path of ['/orders', '/mypage/payments', '/payment/callback?resCd=0000&pgCno=12345678901234567890&type=product']) {
    await page.goto(path);
    await settled(page);
    expect(await sideways(), path).toBeLessThanOrEqual(0);
  }
});
