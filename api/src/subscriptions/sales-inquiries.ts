import type { SalesInquiryBody } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export type StoredInquiry = { id: string; body: SalesInquiryBody; createdAt: Date };

/** The sales_inquiries table: what visitors of /contact/contact-sales sent, with when, and whether it was mailed. */
@Injectable()
export class SalesInquiries {
  constructor(private readonly db: DataSource) {}

  async store(body: SalesInquiryBody, at: string): Promise<StoredInquiry> {
    const rows: Array<{ id: string; created_at: Date }> = await this.db.query(
      `INSERT INTO sales_inquiries (body, created_at) VALUES ($1::jsonb, $2) RETURNING id, created_at`,
      [JSON.stringify(body), at],
    );
    return { id: rows[0]!.id, body, createdAt: rows[0]!.created_at };
  }

  async markMailed(id: string, at: string): Promise<void> {
    await this.db.query(`UPDATE sales_inquiries SET mailed_at = $2 WHERE id = $1`, [id, at]);
  }
}
