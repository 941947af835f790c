// The texts of the cold text searches (`run.ts`'s "uncached text", `cold-text.ts`): a name's first
// word with each other word of it ("Guantes manga", "Guantes Vizarc", "Guantes 181"…), in the three
// languages: thousands of different searches that each find something, so a run asks each once
// (the generated names share few first words).
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';

export async function searchTexts(db: Db): Promise<string[]> {
  const names = (
    (await db.execute(
      sql`select distinct n.value as name from (select nombres from productos order by id limit 2000) p,
        jsonb_each_text(p.nombres) n`,
    )) as unknown as { rows: { name: string }[] }
  ).rows;
  return [
    ...new Set(
      names.flatMap((row) => {
        const [first, ...others] = row.name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
        return first ? others.map((word) => `${first} ${word}`) : [];
      }),
    ),
  ];
}
