import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function UserProfilePage() {
  return (
    <PlaceholderPage title="Your profile">
      Your name, email, organisation and credits will be shown here.
    </PlaceholderPage>
  );
}
