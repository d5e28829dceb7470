import { NoticePage } from '../../../ui/notice-page';

export default function WaitlistPage() {
  return (
    <NoticePage title="Join the waitlist">
      <p className="lead">
        CheckIn is opening to schools step by step. The waitlist opens here soon; until then, our sales team is happy to
        hear from you.
      </p>
    </NoticePage>
  );
}
