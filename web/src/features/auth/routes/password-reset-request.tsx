import { NoticePage } from '../../../ui/notice-page';

export default function PasswordResetRequestPage() {
  return (
    <NoticePage title="Reset your password">
      <p className="lead">
        Teacher accounts are coming soon. Once they open, you can ask for a password reset link here.
      </p>
    </NoticePage>
  );
}
