import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '../templates/templates.service.js';

export type SessionRow = {
  id: string;
  template_id: string;
  owner_id: string;
  name: string;
  archived: boolean;
  created_at: Date;
  updated_at: Date;
};

export function sessionView(s: SessionRow) {
  return {
    session_id: s.id,
    id: s.id,
    assessment_template_id: s.template_id,
    owner_id: s.owner_id,
    name: s.name,
    archived: s.archived,
    created_at: s.created_at.toISOString(),
    updated_at: s.updated_at.toISOString(),
  };
}

@Injectable()
export class SessionsService {
  constructor(private readonly db: DataSource) {}

  async create(ownerId: string, templateId: string, name: string): Promise<SessionRow> {
    const rows: SessionRow[] = await this.db.query(
      `INSERT INTO sessions (template_id, owner_id, name) VALUES ($1, $2, $3) RETURNING *`,
      [templateId, ownerId, name],
    );
    return rows[0]!;
  }

  async find(id: string): Promise<SessionRow | null> {
    if (!isUuid(id)) return null;
    const rows: SessionRow[] = await this.db.query(`SELECT * FROM sessions WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }
}
