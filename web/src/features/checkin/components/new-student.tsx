import { useId } from 'react';
import './checkin.css';

/** What the end of a check-in needs to hand the device to someone else: the action, and whose check-in this was. */
export type NewStudentOffer = {
  onNewStudent: () => void;
  studentName: string | null;
};

/**
 * A shared device: the next student starts their own check-in (a new student, with their own name), which is not
 * the same as "Start again" (this student's another try). The check-in on the page stays saved for the teacher.
 */
export function NewStudent({ onNewStudent, studentName }: NewStudentOffer) {
  const why = useId();
  const name = studentName?.trim();
  return (
    <div className="new-student">
      <p id={why}>
        {name ? `Not ${name}? ` : 'Someone else using this device? '}
        Start your own check-in. {name ? `${name}’s answers stay` : 'These answers stay'} saved for the teacher.
      </p>
      <button
        type="button"
        className="checkin-button checkin-button--wide"
        aria-describedby={why}
        onClick={onNewStudent}
      >
        Start as a new student
      </button>
    </div>
  );
}
