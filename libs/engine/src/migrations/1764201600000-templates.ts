import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The teacher's workspace, owned by the api's templates module: tags in a table of their own (one row per name,
 * so that suggestions and filters share them), and deleted templates kept, hidden, for the results made from them.
 */
export class Templates1764201600000 implements MigrationInterface {
  name = 'Templates1764201600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tags (
        id bigserial PRIMARY KEY,
        name text NOT NULL CHECK (name <> ''),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT tags_name UNIQUE (name)
      )`);
    await db.query(`
      CREATE TABLE template_tags (
        template_id uuid NOT NULL REFERENCES assessment_templates (id) ON DELETE CASCADE,
        tag_id bigint NOT NULL REFERENCES tags (id),
        position integer NOT NULL,
        PRIMARY KEY (template_id, tag_id)
      )`);
    await db.query(`CREATE INDEX template_tags_tag ON template_tags (tag_id)`);

    // Tags are stored as the contracts normalise them: trimmed, single-spaced, lower case.
    const normalized = `lower(btrim(regexp_replace(u.tag, '\\s+', ' ', 'g')))`;
    await db.query(`
      INSERT INTO tags (name)
      SELECT DISTINCT ${normalized} FROM assessment_templates t, unnest(t.tags) AS u(tag)
       WHERE ${normalized} <> ''
      ON CONFLICT (name) DO NOTHING`);
    await db.query(`
      INSERT INTO template_tags (template_id, tag_id, position)
      SELECT t.id, g.id, min(u.ord)
        FROM assessment_templates t, unnest(t.tags) WITH ORDINALITY AS u(tag, ord)
        JOIN tags g ON g.name = ${normalized}
       GROUP BY t.id, g.id`);
    await db.query(`ALTER TABLE assessment_templates DROP COLUMN tags, ADD COLUMN deleted_at timestamptz`);

    await db.query(
      `CREATE INDEX assessment_templates_public ON assessment_templates (updated_at DESC)
        WHERE is_public AND NOT archived AND deleted_at IS NULL`,
    );
    await db.query(`CREATE INDEX assessment_instances_template_mode ON assessment_instances (template_id, mode)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX assessment_instances_template_mode`);
    await db.query(`DROP INDEX assessment_templates_public`);
    await db.query(`ALTER TABLE assessment_templates ADD COLUMN tags text[] NOT NULL DEFAULT '{}'`);
    await db.query(`
      UPDATE assessment_templates t SET tags = coalesce(
        (SELECT array_agg(g.name ORDER BY tt.position) FROM template_tags tt JOIN tags g ON g.id = tt.tag_id
          WHERE tt.template_id = t.id), '{}')`);
    await db.query(`DELETE FROM assessment_templates WHERE deleted_at IS NOT NULL`);
    await db.query(`ALTER TABLE assessment_templates DROP COLUMN deleted_at`);
    await db.query(`DROP TABLE template_tags`);
    await db.query(`DROP TABLE tags`);
  }
}
