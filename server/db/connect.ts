import postgres, { type Sql } from 'postgres';

export function connect(url: string): Sql {
  return postgres(url, { max: 10, onnotice: () => {} });
}
