import postgres, { type Sql } from 'postgres';

export function connect(url: string): Sql {
  return postgres(url, { max: 10, onnotice: () => {} });
}

/** Throws unless Postgres answers a trivial query (the health check's first question). */
export async function pingDatabase(sql: Sql): Promise<void> {
  await sql`SELECT 1`;
}
