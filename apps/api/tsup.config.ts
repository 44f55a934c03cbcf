import { defineConfig } from 'tsup';

/** Production bundle: internal workspace packages are compiled in; npm deps stay external. */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    seed: 'src/seed/cli.ts',
    'admin-create': 'src/modules/staff/admin-create.cli.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@vastra\/contracts/],
});
