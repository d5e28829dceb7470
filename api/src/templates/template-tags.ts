import type { Queryable } from '../common/sql.js';

/**
 * Sets a template's tags to `names` (already normalised by the contracts), in that order: one row per tag name,
 * shared by every template that uses it.
 */
export async function writeTemplateTags(db: Queryable, templateId: string, names: string[]): Promise<void> {
  await db.query(`DELETE FROM template_tags WHERE template_id = $1`, [templateId]);
  if (names.length === 0) return;
  await db.query(`INSERT INTO tags (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`, [names]);
  await db.query(
    `INSERT INTO template_tags (template_id, tag_id, position)
     SELECT $1, g.id, n.ord FROM unnest($2::text[]) WITH ORDINALITY AS n(name, ord) JOIN tags g ON g.name = n.name`,
    [templateId, names],
  );
}

/**
 * Tag names to suggest to a teacher: those on their own templates and on the templates everyone can see
 * (public and example ones), most used first.
 */
export async function tagOptions(db: Queryable, userId: string, limit = 200): Promise<string[]> {
  const rows = (await db.query(
    `SELECT g.name
       FROM tags g
       JOIN template_tags tt ON tt.tag_id = g.id
       JOIN assessment_templates t ON t.id = tt.template_id
      WHERE t.deleted_at IS NULL AND (t.owner_id = $1 OR t.is_example OR (t.is_public AND NOT t.archived))
      GROUP BY g.name
      ORDER BY count(*) DESC, g.name
      LIMIT $2`,
    [userId, limit],
  )) as Array<{ name: string }>;
  return rows.map((r) => r.name);
}
