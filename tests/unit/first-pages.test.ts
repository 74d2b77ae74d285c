import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_LAYOUTS, FIRST_PAGES, firstPageModule, firstTabModule, matchesPattern, PAGES_WITHOUT_SLOT_RECIPES } from '../../shared/first-pages';

describe('the pages a visit may start on (shared/first-pages.ts)', () => {
  it('matches addresses as the router does: whole segments, any case, a trailing slash', () => {
    expect(matchesPattern('/products/:id', '/products/12')).toBe(true);
    expect(matchesPattern('/products/:id', '/products/12/')).toBe(true);
    expect(matchesPattern('/products/:id', '/products/')).toBe(false);
    expect(matchesPattern('/products/:id', '/products/12/reviews')).toBe(false);
    expect(matchesPattern('/login', '/LOGIN')).toBe(true);
    expect(matchesPattern('/login', '/login-help')).toBe(false);
  });

  it('finds the first listed page that matches, and none for / or an unknown address', () => {
    expect(firstPageModule('/products/create')).toBe('features/catalogue/products/ProductCreatePage');
    expect(firstPageModule('/products/edit/3')).toBe('features/catalogue/products/ProductEditPage');
    expect(firstPageModule('/products/3')).toBe('features/catalogue/products/ProductDetailPage');
    expect(firstPageModule('/merchant/dashboard')).toBe('features/dashboard/DashboardPage');
    expect(firstPageModule('/merchant/7')).toBe('features/content/channel/ChannelPage');
    expect(firstPageModule('/main')).toBe('features/main/MainPage');
    expect(firstPageModule('/')).toBeNull();
    expect(firstPageModule('/no-such-page')).toBeNull();
    expect(firstPageModule('/admin/tenants')).toBe('features/admin/tenants/TenantsPage');
  });

  it('finds the tab a page opens on, by ?tab= or, without it, the page\'s own first tab', () => {
    expect(firstTabModule('/main', 'video')).toBe('features/content/VideoTab');
    expect(firstTabModule('/main', null)).toBeNull();
    expect(firstTabModule('/merchant/dashboard', null)).toBe('features/dashboard/tabs/HomeTab');
    expect(firstTabModule('/merchant/dashboard', 'orders')).toBeNull();
  });

  it('names, for each module, the page routes.tsx preloads for it, loaded as routes.tsx loads it', () => {
    const routes = readFileSync(new URL('../../web/src/app/routes.tsx', import.meta.url), 'utf8');
    const imported = new Map(
      [...routes.matchAll(/const (\w+) = lazyPage\(\(\) => import\('\.\.\/(features\/[^']+)'\)(, \{ slotRecipes: false \})?\)/g)].map((m) => [
        m[1],
        { module: m[2], slotRecipes: !m[3] },
      ]),
    );
    const table = routes.slice(routes.indexOf('FIRST_PAGE_COMPONENTS'));
    for (const [, module] of FIRST_PAGES) {
      // A page inside a layout is named as withAdminLayout(Page): both preloaded.
      const [, wrapper, component] = new RegExp(`'${module}': (withAdminLayout\\()?(\\w+)\\)?,`).exec(table) ?? [];
      expect(component, module).toBeDefined();
      expect(imported.get(component!), module).toEqual({ module, slotRecipes: !PAGES_WITHOUT_SLOT_RECIPES.has(module) });
      expect(wrapper ? imported.get('AdminLayout')?.module : undefined, module).toBe(FIRST_PAGE_LAYOUTS[module]);
    }
  });
});
