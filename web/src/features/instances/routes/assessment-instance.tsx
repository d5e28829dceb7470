import { PlaceholderPage } from '../../../ui/placeholder-page';

export default function AssessmentInstancePage() {
  return (
    <PlaceholderPage title="Check-in">
      One student's conversation, ratings and feedback will be shown here.
    </PlaceholderPage>
  );
}
