import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/fixtures/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite suites are CPU-bound: two at a time fit this machine's two cores.
          maxWorkers: 2,
          // The files of a worker share its modules: the app is imported once per worker, not once a
          // file (a third of the run). Each file has its own database, and createTestApp empties the
          // process's caches (worker/lib/ttl-cache.ts); no suite mocks a module or a global.
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // vitest runs projects with different maxWorkers in separate groups only.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // After the integration suites (which use both cores), never beside them.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
