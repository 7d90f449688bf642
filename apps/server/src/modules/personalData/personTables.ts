import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema.js';

/** How a table's rows belong to a person: by a column holding the person's id, or through a row of another table. */
export interface PersonLink {
  column: string;
  /** `users` for the person themself, else the table (itself about a person) whose row the column points at. */
  references: string;
}

/**
 * Tables that point at a person or their rows without a foreign key, named here because the schema cannot say it:
 * `snapshot_people` drops the key to store a company's population quickly, a coupon redemption and a payment
 * provider's messages name the order by its id in text, domain events carry ids inside their JSON payload, and the
 * demo outbox holds messages by address.
 */
const HELD_WITHOUT_A_FOREIGN_KEY: Readonly<Record<string, readonly PersonLink[]>> = {
  snapshot_people: [
    { column: 'user_id', references: 'users' },
    { column: 'passport_id', references: 'health_passports' },
  ],
  coupon_redemptions: [{ column: 'order_id', references: 'orders' }],
  payment_notifications: [{ column: 'merchant_reference', references: 'orders' }],
  test_payment_links: [{ column: 'merchant_reference', references: 'orders' }],
  domain_events: [{ column: 'payload', references: 'users' }],
  outbox: [{ column: 'to', references: 'users' }],
};

/**
 * Every table with rows about a person, read from the schema: `users`, each table with a foreign key to a table
 * already in the set (so measurements through their passport, coupon redemptions through their order), and the
 * tables named above. Export and erasure are tested against this list, so a new table about a person cannot be
 * forgotten by either.
 */
export function tablesAboutAPerson(): ReadonlyMap<string, readonly PersonLink[]> {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => getTableConfig(table));
  const about = new Map<string, readonly PersonLink[]>([['users', []]]);
  for (const [name, links] of Object.entries(HELD_WITHOUT_A_FOREIGN_KEY)) about.set(name, links);
  const linksOf = (table: (typeof tables)[number]) =>
    table.foreignKeys
      .map((key) => key.reference())
      .filter((reference) => about.has(getTableConfig(reference.foreignTable).name))
      .map((reference) => ({
        column: reference.columns.map((column) => column.name).join(','),
        references: getTableConfig(reference.foreignTable).name,
      }));
  // Until no table joins: a table can be about a person only through one that joined after it was first looked at.
  for (let grew = true; grew;) {
    grew = false;
    for (const table of tables) {
      const links = linksOf(table);
      if (
        links.length > (about.get(table.name)?.length ?? 0) &&
        !(table.name in HELD_WITHOUT_A_FOREIGN_KEY)
      ) {
        about.set(table.name, links);
        grew = true;
      }
    }
  }
  return about;
}
