import { NoticePage } from '../../../ui/notice-page';

export default function SignupPage() {
  return (
    <NoticePage title="Create your account">
      <p className="lead">
        Teacher accounts are coming soon. Once they open, you will create yours here with your school email.
      </p>
    </NoticePage>
  );
}
