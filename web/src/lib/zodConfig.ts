import { config } from 'zod';

// Loaded with every page but the landing page (lazyPage.tsx), before it renders: zod validates
// without compiling code at run time, so the page's Content-Security-Policy (no 'unsafe-eval') never
// reports its probe for `new Function`.
config({ jitless: true });
