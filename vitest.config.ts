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
