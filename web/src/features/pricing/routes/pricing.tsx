import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { NoticePage } from '../../../ui/notice-page';

export default function PricingPage() {
  return (
    <NoticePage
      title="Pricing"
      links={
        <>
          <Link className="button" to={paths.contactSales.to()}>
            Contact sales
          </Link>
          <Link className="button button--secondary" to={paths.home.to()}>
            Back to the home page
          </Link>
        </>
      }
    >
      <p className="lead">
        Plans for individual teachers and for whole schools are being finalised. Students never need an account. Tell us
        about your school and we will find the right plan with you.
      </p>
    </NoticePage>
  );
}
