import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function OverallReportPage() {
  return <PlaceholderPage title="Reports">Results across all your CheckIns will be shown here.</PlaceholderPage>;
}
