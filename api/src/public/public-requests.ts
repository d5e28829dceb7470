import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export type WaitlistSignup = { email: string; name: string | null };
export type ContactRequest = { name: string; email: string; message: string };
export type SupportRequest = { userId: string; organizationId: string | null; subject: string; message: string };

/**
 * The tables of the public site. Each write runs in a transaction with `then` (the team's mail): a mail that cannot
 * be sent takes the row back with it, so the sender's retry is not a duplicate.
 */
@Injectable()
export class PublicRequests {
  constructor(private readonly db: DataSource) {}

  /** Adds the address unless it is there already (in any case); `then` runs only for a new one. */
  async joinWaitlist(signup: WaitlistSignup, then: () => Promise<void>): Promise<{ joined: boolean }> {
    return this.db.transaction(async (tx) => {
      const rows: Array<{ id: string }> = await tx.query(
        `INSERT INTO waitlist_signups (email, name) VALUES ($1, $2)
         ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
        [signup.email, signup.name],
      );
      if (rows.length === 0) return { joined: false };
      await then();
      return { joined: true };
    });
  }

  async saveContact(request: ContactRequest, then: () => Promise<void>): Promise<{ id: string }> {
    return this.insert(
      `INSERT INTO contact_requests (name, email, message) VALUES ($1, $2, $3) RETURNING id`,
      [request.name, request.email, request.message],
      then,
    );
  }

  async saveSupport(request: SupportRequest, then: () => Promise<void>): Promise<{ id: string }> {
    return this.insert(
      `INSERT INTO support_requests (user_id, organization_id, subject, message) VALUES ($1, $2, $3, $4) RETURNING id`,
      [request.userId, request.organizationId, request.subject, request.message],
      then,
    );
  }

  private insert(sql: string, values: unknown[], then: () => Promise<void>): Promise<{ id: string }> {
    return this.db.transaction(async (tx: EntityManager) => {
      const rows: Array<{ id: string }> = await tx.query(sql, values);
      await then();
      return { id: rows[0]!.id };
    });
  }
}
