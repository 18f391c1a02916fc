/**
 * Tenancy is in the schema (ADR 002). This reads the PostgreSQL catalog of a freshly migrated
 * database and fails when a per-site table lacks site_id in its primary key, or when a foreign
 * key between per-site tables does not carry site_id; then checks that CHECK constraints and
 * composite keys really reject bad rows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

/** Tables without a site_id in their key, on purpose. */
const GLOBAL_TABLES = [
  "user",
  "session",
  "account",
  "verification",
  "sites",
  "domain_mappings",
  "domain_checks",
  "mail_outbox",
  "rate_limits",
  // Billing (issue 24, ADR 033): an invoice outlives its site (site_id SET NULL, the buyer copied
  // in); its lines, credit notes, payments, reminders and the numbers' counters go with it.
  "invoices",
  "invoice_lines",
  "credit_notes",
  "payments",
  "invoice_reminders",
  "invoice_sequences",
];

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t?.drop();
});

type TableRow = { table: string; site_id_not_null: boolean | null; pk: string[] | null };
type FkRow = {
  name: string;
  table: string;
  referenced: string;
  columns: string[];
  referenced_columns: string[];
  on_delete: string;
  set_null_columns: string[] | null;
};

async function tables(): Promise<TableRow[]> {
  const { rows } = await t.pool.query<TableRow>(`
    SELECT c.relname AS table,
           (SELECT a.attnotnull FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'site_id' AND NOT a.attisdropped) AS site_id_not_null,
           (SELECT array_agg(a.attname::text ORDER BY k.ord)
              FROM pg_constraint p
              CROSS JOIN LATERAL unnest(p.conkey) WITH ORDINALITY AS k(attnum, ord)
              JOIN pg_attribute a ON a.attrelid = p.conrelid AND a.attnum = k.attnum
             WHERE p.conrelid = c.oid AND p.contype = 'p') AS pk
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
     ORDER BY c.relname`);
  return rows;
}

async function foreignKeys(): Promise<FkRow[]> {
  const { rows } = await t.pool.query<FkRow>(`
    SELECT f.conname AS name, c.relname AS table, r.relname AS referenced,
           (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(f.conkey) WITH ORDINALITY AS k(attnum, ord)
              JOIN pg_attribute a ON a.attrelid = f.conrelid AND a.attnum = k.attnum) AS columns,
           (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(f.confkey) WITH ORDINALITY AS k(attnum, ord)
              JOIN pg_attribute a ON a.attrelid = f.confrelid AND a.attnum = k.attnum) AS referenced_columns,
           f.confdeltype::text AS on_delete,
           (SELECT array_agg(a.attname::text) FROM unnest(f.confdelsetcols) AS k(attnum)
              JOIN pg_attribute a ON a.attrelid = f.conrelid AND a.attnum = k.attnum) AS set_null_columns
      FROM pg_constraint f
      JOIN pg_class c ON c.oid = f.conrelid
      JOIN pg_class r ON r.oid = f.confrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE f.contype = 'f' AND n.nspname = 'public'
     ORDER BY c.relname, f.conname`);
  return rows;
}

describe("tenancy in the catalog", () => {
  it("every table is either global (allow-list) or per-site with site_id NOT NULL in its primary key", async () => {
    const problems: string[] = [];
    const all = await tables();
    expect(all.length).toBeGreaterThan(20);
    for (const row of all) {
      if (GLOBAL_TABLES.includes(row.table)) continue;
      if (row.site_id_not_null === null) problems.push(`${row.table}: no site_id column (add it, or list the table as global)`);
      else if (!row.site_id_not_null) problems.push(`${row.table}: site_id is nullable`);
      if (!row.pk) problems.push(`${row.table}: no primary key`);
      else if (!row.pk.includes("site_id")) problems.push(`${row.table}: primary key (${row.pk.join(", ")}) lacks site_id`);
    }
    for (const name of GLOBAL_TABLES)
      expect(
        all.map((r) => r.table),
        `global table ${name} exists`,
      ).toContain(name);
    expect(problems).toEqual([]);
  });

  it("per-site tables reference sites ON DELETE CASCADE, and reference each other through site_id", async () => {
    const perSite = new Set((await tables()).filter((r) => !GLOBAL_TABLES.includes(r.table)).map((r) => r.table));
    const fks = await foreignKeys();
    const problems: string[] = [];
    for (const table of perSite) {
      const toSites = fks.find((fk) => fk.table === table && fk.referenced === "sites");
      if (!toSites) problems.push(`${table}: no foreign key to sites`);
      else if (toSites.columns.join() !== "site_id" || toSites.on_delete !== "c")
        problems.push(`${table}: ${toSites.name} is not site_id → sites ON DELETE CASCADE`);
    }
    for (const fk of fks) {
      if (!perSite.has(fk.table) || !perSite.has(fk.referenced)) continue;
      const at = fk.columns.indexOf("site_id");
      if (at < 0 || fk.referenced_columns[at] !== "site_id") {
        problems.push(`${fk.table}.${fk.name} → ${fk.referenced}: (${fk.columns.join(", ")}) does not pair site_id with site_id`);
      }
      // SET NULL on a composite key must not null site_id (NOT NULL): it needs a column list.
      if (fk.on_delete === "n" && (!fk.set_null_columns || fk.set_null_columns.includes("site_id"))) {
        problems.push(`${fk.table}.${fk.name}: ON DELETE SET NULL would null site_id`);
      }
    }
    expect(problems).toEqual([]);
    // A per-site table that references a global table other than sites would be a smell too; the
    // exceptions say who acted in 'Données des visiteurs' (issue 15) and who uploaded an image
    // (issue 23: what an unconfirmed account stored is counted), nulled when the user goes; and
    // (issue 24) who asked for a plan change, and the invoice that charged its pro rata (invoices
    // are never deleted: no action); and the support's authors, the admin a request is assigned
    // to and a site's advisor, nulled when their account goes (the request stays with its site).
    const toGlobal = fks.filter((fk) => perSite.has(fk.table) && !perSite.has(fk.referenced) && fk.referenced !== "sites");
    expect(toGlobal.map((fk) => `${fk.table}.${fk.name} ${fk.on_delete}`)).toEqual([
      "media_files.media_files_uploaded_by_user_id_fk n",
      "plan_changes.plan_changes_invoice_id_invoices_id_fk a",
      "plan_changes.plan_changes_requested_by_user_id_fk n",
      "site_advisors.site_advisors_advisor_user_id_user_id_fk n",
      "support_messages.support_messages_author_user_id_user_id_fk n",
      "support_requests.support_requests_assigned_user_id_user_id_fk n",
      "support_requests.support_requests_author_user_id_user_id_fk n",
      "visitor_data_log.visitor_data_log_actor_id_user_id_fk n",
    ]);
  });

  it("products.category_id is nulled alone when its category is deleted", async () => {
    const fk = (await foreignKeys()).find((f) => f.name === "products_category_fk");
    expect(fk).toMatchObject({ on_delete: "n", set_null_columns: ["category_id"], columns: ["site_id", "category_id"] });
  });
});

describe("constraints reject bad rows", () => {
  let siteA: string;
  let siteB: string;

  beforeAll(async () => {
    const { rows } = await t.pool.query<{ id: string }>(`INSERT INTO sites (name) VALUES ('Site A'), ('Site B') RETURNING id`);
    [siteA, siteB] = rows.map((r) => r.id);
  });

  async function rejects(sql: string, params: unknown[], code: string, constraint?: string) {
    const err = await t.pool.query(sql, params).then(
      () => null,
      (e: unknown) => e as { code?: string; constraint?: string },
    );
    expect(err, `expected ${code} for: ${sql}`).not.toBeNull();
    expect(err?.code).toBe(code);
    if (constraint) expect(err?.constraint).toBe(constraint);
  }

  const CHECK = "23514";
  const FK = "23503";

  it("accepts good rows", async () => {
    await t.pool.query(`INSERT INTO home_testimonials (site_id, customer_name, customer_initials, text) VALUES ($1, 'Marie Dupont', 'MD', 'Parfait')`, [siteA]);
    await t.pool.query(`INSERT INTO opening_hours (site_id, day_of_week, morning_open, morning_close) VALUES ($1, 6, '09:00', '13:00')`, [siteA]);
    await t.pool.query(`INSERT INTO site_appearance (site_id) VALUES ($1)`, [siteA]);
    const { rows } = await t.pool.query(`SELECT rating, order_index FROM home_testimonials WHERE site_id = $1`, [siteA]);
    expect(rows).toEqual([{ rating: 5, order_index: 0 }]);
  });

  it("rejects values outside the spec's ranges", async () => {
    await rejects(
      `INSERT INTO home_testimonials (site_id, customer_name, customer_initials, text, rating) VALUES ($1, 'A', 'A', 'x', 6)`,
      [siteA],
      CHECK,
      "home_testimonials_rating_check",
    );
    await rejects(
      `INSERT INTO home_testimonials (site_id, customer_name, customer_initials, text) VALUES ($1, 'A', 'ABCDE', 'x')`,
      [siteA],
      CHECK,
      "home_testimonials_initials_check",
    );
    await rejects(`INSERT INTO opening_hours (site_id, day_of_week) VALUES ($1, 7)`, [siteA], CHECK, "opening_hours_day_of_week_check");
    await rejects(`INSERT INTO opening_hours (site_id, day_of_week, morning_open) VALUES ($1, 1, '24:00')`, [siteA], CHECK, "opening_hours_morning_open_check");
    await rejects(
      `INSERT INTO opening_hours (site_id, day_of_week, afternoon_close) VALUES ($1, 2, '9:00')`,
      [siteA],
      CHECK,
      "opening_hours_afternoon_close_check",
    );
    await rejects(
      `INSERT INTO quote_requests (site_id, customer_first_name, customer_last_name, customer_email, service_type, message, status) VALUES ($1, 'Jo', 'Li', 'j@l.fr', 'Autre', 'dix caractères', 'bogus')`,
      [siteA],
      CHECK,
      "quote_requests_status_check",
    );
    await rejects(`INSERT INTO products (site_id, name, price) VALUES ($1, 'Pain', -1)`, [siteA], CHECK, "products_price_check");
    await rejects(`UPDATE site_appearance SET primary_color = 'green' WHERE site_id = $1`, [siteA], CHECK, "site_appearance_primary_color_check");
    await rejects(`UPDATE site_appearance SET accent_color = '#12345G' WHERE site_id = $1`, [siteA], CHECK, "site_appearance_accent_color_check");
    await rejects(
      `INSERT INTO home_events (site_id, title, date, description, type) VALUES ($1, 'Soldes', 'mai', 'x', 'special')`,
      [siteA],
      CHECK,
      "home_events_type_check",
    );
    await rejects(
      `INSERT INTO about_values (site_id, title, description, icon_name) VALUES ($1, 'V', 'x', 'truck')`,
      [siteA],
      CHECK,
      "about_values_icon_check",
    );
    await rejects(
      `INSERT INTO service_faqs (site_id, question, answer, order_index) VALUES ($1, 'Q', 'R', -1)`,
      [siteA],
      CHECK,
      "service_faqs_order_index_check",
    );
    await rejects(
      `INSERT INTO special_hours_periods (site_id, title, start_date, end_date) VALUES ($1, 'Noël', '2026-12-25', '2026-12-24')`,
      [siteA],
      CHECK,
      "special_hours_periods_dates_check",
    );
    await rejects(`INSERT INTO domain_mappings (domain, site_id) VALUES ('Delices.fr', $1)`, [siteA], CHECK, "domain_mappings_domain_lowercase_check");
    await rejects(`INSERT INTO sites (name) VALUES ('')`, [], CHECK, "sites_name_check");
    await rejects(`INSERT INTO "user" (id, name, email, role) VALUES ('u1', 'U', 'u@x.fr', 'owner')`, [], CHECK, "user_role_check");
  });

  it("rejects a child row pointing at another site's parent", async () => {
    const { rows } = await t.pool.query<{ id: string }>(`INSERT INTO products (site_id, name) VALUES ($1, 'Baguette') RETURNING id`, [siteA]);
    const productOfA = rows[0].id;
    await t.pool.query(`INSERT INTO product_variants (site_id, product_id, name, price) VALUES ($1, $2, 'Tradition', 1.3)`, [siteA, productOfA]);
    await rejects(
      `INSERT INTO product_variants (site_id, product_id, name, price) VALUES ($1, $2, 'Volée', 1.3)`,
      [siteB, productOfA],
      FK,
      "product_variants_product_fk",
    );
    await rejects(
      `INSERT INTO product_variants (site_id, product_id, name, price) VALUES ($1, $2, 'Négatif', -0.01)`,
      [siteA, productOfA],
      CHECK,
      "product_variants_price_check",
    );
  });

  it("deleting a category keeps its products, uncategorised; deleting a site removes all its rows", async () => {
    const { rows: cats } = await t.pool.query<{ id: string }>(`INSERT INTO product_categories (site_id, name) VALUES ($1, 'Pains') RETURNING id`, [siteB]);
    const { rows: prods } = await t.pool.query<{ id: string }>(`INSERT INTO products (site_id, name, category_id) VALUES ($1, 'Campagne', $2) RETURNING id`, [
      siteB,
      cats[0].id,
    ]);
    await t.pool.query(`DELETE FROM product_categories WHERE site_id = $1 AND id = $2`, [siteB, cats[0].id]);
    const { rows } = await t.pool.query(`SELECT site_id, category_id FROM products WHERE site_id = $1 AND id = $2`, [siteB, prods[0].id]);
    expect(rows).toEqual([{ site_id: siteB, category_id: null }]);

    await t.pool.query(`DELETE FROM sites WHERE id = $1`, [siteA]);
    const left = await t.pool.query(
      `SELECT (SELECT count(*) FROM products WHERE site_id = $1)::int + (SELECT count(*) FROM product_variants WHERE site_id = $1)::int + (SELECT count(*) FROM home_testimonials WHERE site_id = $1)::int AS n`,
      [siteA],
    );
    expect(left.rows[0].n).toBe(0);
  });
});
