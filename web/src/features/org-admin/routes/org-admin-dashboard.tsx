import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function OrgAdminDashboardPage() {
  return <PlaceholderPage title="Organisation admin">Your organisation's users will be managed here.</PlaceholderPage>;
}
