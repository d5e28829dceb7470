import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { DeleteTarget, ReviewTarget } from '../model/review-target';
import { DeleteDialog } from './delete-dialog';
import { OverrideDialog } from './override-dialog';
import { type Review, ReviewContext } from './review-context';
import { TranscriptDrawer } from './transcript-drawer';

/**
 * The teacher's decisions on a report's page: a student's transcript drawer, the override dialog and the delete
 * confirmation, opened from anywhere in the report.
 */
export function ReviewProvider({ children }: { children: ReactNode }) {
  const [student, setStudent] = useState<{ instanceId: string; label: string } | null>(null);
  const [override, setOverride] = useState<ReviewTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const openStudent = useCallback((instanceId: string, label: string) => setStudent({ instanceId, label }), []);
  const review = useMemo<Review>(
    () => ({ openStudent, openOverride: setOverride, openDelete: setDeleting }),
    [openStudent],
  );
  return (
    <ReviewContext.Provider value={review}>
      {children}
      <TranscriptDrawer student={student} onClose={() => setStudent(null)} />
      <OverrideDialog target={override} onClose={() => setOverride(null)} />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          setDeleting(null);
          setStudent((open) => (open?.instanceId === id ? null : open));
        }}
      />
    </ReviewContext.Provider>
  );
}
