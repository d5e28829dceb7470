import { NoticePage } from '../../../ui/notice-page';

export default function ResetPasswordWithGooglePage() {
  return (
    <NoticePage title="Set a password">
      <p className="lead">
        Teacher accounts are coming soon. If you sign in with Google, you will be able to add a password here.
      </p>
    </NoticePage>
  );
}
