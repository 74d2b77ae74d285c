import { config } from 'zod';

// Imported first by main.tsx: zod validates without compiling code at run time, so the page's
// Content-Security-Policy (no 'unsafe-eval') never reports its probe for `new Function`.
config({ jitless: true });
