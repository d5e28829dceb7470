import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function SessionReportPage() {
  return (
    <PlaceholderPage title="Session report">
      Each student of this session, their progress and ratings will be shown here, live.
    </PlaceholderPage>
  );
}
