import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function ContactSupportPage() {
  return (
    <PlaceholderPage title="Contact support">
      You will be able to send a question to our support team here.
    </PlaceholderPage>
  );
}
