import { defineConfig } from 'vitest/config';

// Lib and server tests run in Node; component tests (*.test.tsx) run in happy-dom.
export default defineConfig({
  test: {
    // Property tests (10 000 runs) and real scrypt are CPU-bound; 2 cores under load need room.
    testTimeout: 30_000,
    restoreMocks: true,
    // `gc()` for the tests that measure what stays alive (server/testing/memory.ts).
    execArgv: ['--expose-gc'],
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'happy-dom', include: ['src/**/*.test.tsx'] },
      },
    ],
  },
});
