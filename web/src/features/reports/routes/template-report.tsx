import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function TemplateReportPage() {
  return (
    <PlaceholderPage title="CheckIn report">
      Every session and student of this CheckIn will be shown here, live.
    </PlaceholderPage>
  );
}
