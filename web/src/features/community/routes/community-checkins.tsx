import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function CommunityCheckinsPage() {
  return (
    <PlaceholderPage title="Community CheckIns">
      CheckIns shared by other teachers, ready to copy, will be listed here.
    </PlaceholderPage>
  );
}
