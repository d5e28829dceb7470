import { NoticePage } from '../../../ui/notice-page';

export default function SignupConfirmationPage() {
  return (
    <NoticePage title="Check your email">
      <p className="lead">
        When teacher accounts open, this page will confirm that we sent you a link to finish creating your account.
      </p>
    </NoticePage>
  );
}
