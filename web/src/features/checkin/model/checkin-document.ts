import type { InstanceDocument, StudentInstanceView } from '@checkin/contracts';

/**
 * The instance the page draws: the student's view of it, or in the teacher's preview the whole document (the page
 * shows it as the student would see it, with the answer keys beside the answers).
 */
export type CheckinDocument = StudentInstanceView | InstanceDocument;
