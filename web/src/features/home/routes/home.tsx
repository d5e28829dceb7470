import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { ContactUsForm } from '../components/contact-us-form';
import { SampleConversation } from '../components/sample-conversation';
import '../home.css';

/** Spec §1: the page description, also the page's meta description (index.html). */
const PAGE_DESCRIPTION = 'Conversational assessments that let educators quickly see what students actually understand.';

const STEPS = [
  {
    title: 'Build a CheckIn',
    text: 'Pick a grade and a topic, or write your own questions with the ideas a good answer shows.',
  },
  { title: 'Share its link', text: 'Start a session and give students its link or QR code. They need no account.' },
  {
    title: 'Students talk it through',
    text: 'The AI examiner asks one question at a time, follows up, rates each answer and gives feedback.',
  },
  {
    title: 'Watch the results arrive',
    text: 'Reports fill in live, per student and per question, for the whole class.',
  },
];

export default function HomePage() {
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <div>
          <h1 id="home-title">CheckIn</h1>
          <p className="home__tagline">See what your students actually understand.</p>
          <p className="lead">
            {PAGE_DESCRIPTION} CheckIn holds a short conversation with each student, asks them to explain in their own
            words, and shows you where the class stands before the lesson ends.
          </p>
          <div className="actions">
            <Link className="button" to={paths.signup.to()}>
              Create a free account
            </Link>
            <Link className="button button--secondary" to={paths.login.to()}>
              Sign in
            </Link>
          </div>
        </div>
        <SampleConversation />
      </section>

      <section aria-labelledby="how-title" className="home__section">
        <h2 id="how-title">How a CheckIn goes</h2>
        <ol className="home__steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="who-title" className="home__section">
        <h2 id="who-title">Made for classrooms</h2>
        <ul className="features">
          <li>
            <h3>For teachers</h3>
            <p>Start from a template or the community’s, set the rating scale, and review or override every rating.</p>
          </li>
          <li>
            <h3>For students</h3>
            <p>Open the link, answer in your own words, and see what you know — no account, no password.</p>
          </li>
          <li>
            <h3>For schools</h3>
            <p>Admins manage their teachers’ accounts and see the month’s usage and credits in one place.</p>
          </li>
        </ul>
        <div className="actions">
          <Link to={paths.pricing.to()}>See pricing</Link>
          <Link to={paths.waitlist.to()}>Join the waitlist for schools</Link>
          <Link to={paths.policy.to('students/data')}>How we treat students’ data</Link>
        </div>
      </section>

      <section aria-labelledby="contact-title" className="home__section home__contact">
        <div>
          <h2 id="contact-title">Questions? Write to us</h2>
          <p>Tell us about your school or ask anything about CheckIn. A person from our team answers by email.</p>
        </div>
        <ContactUsForm />
      </section>
    </div>
  );
}
