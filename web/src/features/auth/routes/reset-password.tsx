import { NoticePage } from '../../../ui/notice-page';

export default function ResetPasswordPage() {
  return (
    <NoticePage title="Choose a new password">
      <p className="lead">
        Teacher accounts are coming soon. The link in a password reset email will bring you here to choose a new
        password.
      </p>
    </NoticePage>
  );
}
