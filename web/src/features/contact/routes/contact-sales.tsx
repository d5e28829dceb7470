import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { env } from '../../../lib/env';
import { paths } from '../../../lib/paths';
import { SalesForm } from '../components/sales-form';
import '../components/contact-sales.css';
import { FormAlert } from '../../../ui/form-alert';

/** A plan's id as the pricing pages link it (`?plan=school`); anything else is ignored. */
function planFrom(search: URLSearchParams): string | null {
  const plan = search.get('plan');
  return plan && /^[a-z0-9-]{1,40}$/.test(plan) ? plan : null;
}

/** /contact/contact-sales: the sales inquiry form, then thanks. */
export default function ContactSalesPage() {
  const [search] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const email = env.VITE_SALES_EMAIL;
  return (
    <section className="contact-sales" aria-labelledby="contact-sales-title">
      <h1 id="contact-sales-title">Contact sales</h1>
      {sentTo ? (
        <Thanks email={sentTo} />
      ) : (
        <>
          <p className="lead">
            Tell us about your school or district and we will find the right plan with you. We answer every message.
          </p>
          <SalesForm plan={planFrom(search)} onSent={setSentTo} />
          <p className="sales-form__other">
            Rather write yourself? Mail us at <a href={`mailto:${email}`}>{email}</a>.
          </p>
        </>
      )}
    </section>
  );
}

function Thanks({ email }: { email: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <FormAlert tone="success" alertRef={ref}>
      <p>
        <strong>Thank you. Your message is with our sales team.</strong>
      </p>
      <p>We will answer you at {email}.</p>
      <p>
        <Link to={paths.pricing.to()}>Back to the plans</Link>
      </p>
    </FormAlert>
  );
}
