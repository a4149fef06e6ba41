import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./db/schema.ts",
    "./db/schema-orders.ts",
    "./db/schema-accounts.ts",
    "./db/schema-promotions.ts",
    "./db/schema-content.ts",
    "./db/schema-gift-cards.ts",
    "./db/schema-stock.ts",
  ],
  out: "./db/migrations",
});
