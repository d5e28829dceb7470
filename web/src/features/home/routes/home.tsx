import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

export default function HomePage() {
  return (
    <>
      <h1>CheckIn</h1>
      <p className="lead">
        Conversational assessments that let educators quickly see what students actually understand. Build a CheckIn
        from a template — grade, topic, number of questions — and share its link. Each student answers an AI-led
        conversation that asks, follows up and rates every answer, with no login needed. You watch the results arrive
        live, per student and for the whole class.
      </p>
      <div className="actions">
        <Link className="button" to={paths.login.to()}>
          Sign in
        </Link>
        <Link className="button button--secondary" to={paths.pricing.to()}>
          See pricing
        </Link>
      </div>
      <ul className="features" aria-label="What CheckIn does">
        <li>
          <h2>For teachers</h2>
          <p>Create CheckIns from templates or the community&apos;s, run sessions, and read reports as they fill in.</p>
        </li>
        <li>
          <h2>For students</h2>
          <p>Open the link, answer in your own words, and get feedback on what you know — no account, no password.</p>
        </li>
        <li>
          <h2>For schools</h2>
          <p>Organisation admins manage their school&apos;s teacher accounts in one place.</p>
        </li>
      </ul>
    </>
  );
}
