import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function UpgradePlansPage() {
  return <PlaceholderPage title="Plans">The plans you can move to will be listed here.</PlaceholderPage>;
}
