import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @emall/server` writes a new SQL migration from the table definitions. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
