import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function DashboardPage() {
  return <PlaceholderPage title="Dashboard">Your CheckIns and their sessions will be listed here.</PlaceholderPage>;
}
