import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSchema1763769600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        stream_id text NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version UNIQUE (stream_id, version)
      )`);
    await db.query(`CREATE INDEX events_transaction_position ON events (transaction_id, global_position)`);

    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        role text NOT NULL DEFAULT 'teacher',
        email_confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX users_email ON users (lower(email))`);

    await db.query(`
      CREATE TABLE rating_scales (
        id text PRIMARY KEY,
        name text NOT NULL,
        levels jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE prompts (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('question', 'rating', 'conversation')),
        name text NOT NULL,
        version integer NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (kind, name, version)
      )`);

    await db.query(`
      CREATE TABLE assessment_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id),
        name text NOT NULL,
        grade text NOT NULL,
        topic text NOT NULL,
        number_of_questions integer,
        prompt_type text NOT NULL DEFAULT 'default',
        custom_questions jsonb NOT NULL DEFAULT '[]'::jsonb,
        rating_level text NOT NULL DEFAULT 'medium',
        rating_scale_id text NOT NULL REFERENCES rating_scales (id),
        question_prompt_id text NOT NULL REFERENCES prompts (id),
        rating_prompt_id text NOT NULL REFERENCES prompts (id),
        conversation_prompt_id text NOT NULL REFERENCES prompts (id),
        show_single_question_rating boolean NOT NULL DEFAULT false,
        show_overall_rating boolean NOT NULL DEFAULT true,
        show_example_answer boolean NOT NULL DEFAULT true,
        show_overall_feedback boolean NOT NULL DEFAULT true,
        is_public boolean NOT NULL DEFAULT false,
        is_example boolean NOT NULL DEFAULT false,
        tags text[] NOT NULL DEFAULT '{}',
        archived boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX assessment_templates_owner ON assessment_templates (owner_id)`);

    await db.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        template_id uuid NOT NULL REFERENCES assessment_templates (id) ON DELETE CASCADE,
        owner_id uuid NOT NULL REFERENCES users (id),
        name text NOT NULL,
        archived boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX sessions_template ON sessions (template_id)`);
    await db.query(`CREATE INDEX sessions_owner ON sessions (owner_id)`);

    await db.query(`
      CREATE TABLE assessment_instances (
        id uuid PRIMARY KEY,
        template_id uuid NOT NULL,
        session_id uuid,
        owner_id uuid NOT NULL,
        student_id uuid,
        mode text NOT NULL,
        state text NOT NULL,
        version integer NOT NULL,
        has_pending_ai boolean NOT NULL DEFAULT false,
        document jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX assessment_instances_session ON assessment_instances (session_id)`);
    await db.query(`CREATE INDEX assessment_instances_template ON assessment_instances (template_id)`);
    await db.query(`CREATE INDEX assessment_instances_owner ON assessment_instances (owner_id)`);
    await db.query(`CREATE INDEX assessment_instances_pending ON assessment_instances (id) WHERE has_pending_ai`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'assessment_instances',
      'sessions',
      'assessment_templates',
      'prompts',
      'rating_scales',
      'users',
      'events',
    ]) {
      await db.query(`DROP TABLE ${table}`);
    }
  }
}
