import { env } from '../../../lib/env';
import { NoticePage } from '../../../ui/notice-page';

export default function ContactSalesPage() {
  const email = env.VITE_SALES_EMAIL;
  return (
    <NoticePage title="Contact sales">
      <p className="lead">
        Write to us at <a href={`mailto:${email}`}>{email}</a> with your school&apos;s name, how many teachers would use
        CheckIn, and anything you would like to know. We answer every message.
      </p>
    </NoticePage>
  );
}
