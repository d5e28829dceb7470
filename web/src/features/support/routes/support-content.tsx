import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function SupportContentPage() {
  return (
    <PlaceholderPage title="Help and support">
      Guides to building and running CheckIns will be collected here.
    </PlaceholderPage>
  );
}
